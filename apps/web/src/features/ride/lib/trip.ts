import type { LatLng } from '@dwa/shared/ride-rules';

/** What the request form holds: the two places as typed, and their coordinates when known. */
export type TripPoints = { pickup: string; dropoff: string; pickupAt: LatLng | null; dropoffAt: LatLng | null };

export const minutesText = (window: { min: number; max: number }) => `${window.min}-${window.max} min`;

export const cedis = (amount: number) => `GH¢ ${amount.toFixed(2)}`;

/** The pickup from the device's position: when it cannot be read, the rider types the pickup instead. */
export const PICKUP_HINTS = {
  refused: 'Location permission was refused. Allow it in the browser settings, or type the pickup.',
  failed: 'Could not read your location. Type the pickup instead.',
};
