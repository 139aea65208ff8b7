import type { LatLng } from '@dwa/shared/rides-rules';
import type { Format } from '../../../lib/i18n/format';

/** What the request form holds: the two places as typed, and their coordinates when known. */
export type TripPoints = { pickup: string; dropoff: string; pickupAt: LatLng | null; dropoffAt: LatLng | null };

/** '5-10 min' (the ride messages' 'minutes', given `t` of the ride area). */
export const minutesText = (t: (key: 'minutes', values: { min: number; max: number }) => string, window: { min: number; max: number }) =>
  t('minutes', { min: window.min, max: window.max });

/** A fare, 'GH¢ 15.00' in the language's digits. */
export const cedis = (f: Format, amount: number) => f.cedis(amount, 'delivery');
