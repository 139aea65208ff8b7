export type Position = { lat: number; lng: number };

/** What to say when the position cannot be read, in the words of the screen asking. */
export type PositionHints = { refused: string; failed: string };

const SHARING_HINTS: PositionHints = {
  refused: 'Location permission was refused. Allow it in the browser settings to share where you are.',
  failed: 'Could not read your location. Try again outside or with GPS on.',
};

/** The device's position once, when the person allows it; the error says why not in plain words. */
export function currentPosition(
  hints: PositionHints = SHARING_HINTS,
  geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation,
): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error('This browser cannot share its location.'));
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.code === 1 ? hints.refused : hints.failed)),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}
