/** The device's position once, when the person allows it; the error says why not in plain words. */
export function currentPosition(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error('This browser cannot share its location.'));
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) =>
        reject(new Error(error.code === 1 ? 'Location permission was refused. Allow it in the browser settings to share where you are.' : 'Could not read your location. Try again outside or with GPS on.')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}
