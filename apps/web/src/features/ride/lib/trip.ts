import type { LatLng } from '@dwa/shared/ride-rules';

/** What the request form holds: the two places as typed, and their coordinates when known. */
export type TripPoints = { pickup: string; dropoff: string; pickupAt: LatLng | null; dropoffAt: LatLng | null };

export const minutesText = (window: { min: number; max: number }) => `${window.min}-${window.max} min`;

export const cedis = (amount: number) => `GH¢ ${amount.toFixed(2)}`;

/** The device's position once, when the person allows it; the error says why not in plain words. */
export function currentPosition(geolocation: Geolocation | undefined = typeof navigator === 'undefined' ? undefined : navigator.geolocation): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error('This browser cannot share its location.'));
    geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new Error(error.code === 1 ? 'Location permission was refused. Allow it in the browser settings, or type the pickup.' : 'Could not read your location. Type the pickup instead.')),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 30_000 },
    );
  });
}
