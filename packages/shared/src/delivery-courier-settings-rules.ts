import { GHANA_REGIONS, type GhanaRegion } from './catalogue';
import { coded } from './coded';

// A courier's settings without zod (./delivery-courier-settings.ts holds the schemas): the week's days, the
// wording, and the rules the board and the API share, so a page showing them does not load zod.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const COURIER_SETTINGS_MESSAGES = {
  days: coded('courier.days', 'Choose the days you work.'),
  time: coded('courier.time', 'Enter a time as HH:MM, from 00:00 to 23:59.'),
  order: coded('courier.order', 'The end time must be after the start time.'),
} as const;

/** When the courier usually works, Ghana time (GMT all year); `from` up to, not including, `to`. */
export type CourierAvailability = { days: Weekday[]; from: string; to: string };

/** The stored regions that are still Ghana's regions (a renamed one drops out). */
export function knownAreas(areas: readonly string[]): GhanaRegion[] {
  return GHANA_REGIONS.filter((region) => areas.includes(region));
}

/** Stored hours as answered (unknown day names drop out; none left = not said). */
export function knownAvailability(stored: { days: readonly string[]; from: string; to: string } | null): CourierAvailability | null {
  if (!stored) return null;
  const days = WEEKDAYS.filter((day) => stored.days.includes(day));
  return days.length > 0 ? { days, from: stored.from, to: stored.to } : null;
}

/** Whether `at` falls in the courier's usual hours (Ghana is GMT all year); no hours said = always. */
export function isWithinAvailability(availability: CourierAvailability | null, at: Date): boolean {
  if (!availability) return true;
  const day = WEEKDAYS[(at.getUTCDay() + 6) % 7]!;
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  return availability.days.includes(day) && time >= availability.from && time < availability.to;
}
