// English (en-GB) numbers, dates and relative times written without Intl, to the letter of what
// Intl writes (english.test.ts compares them over thousands of values). The browser loads its
// number and date data (ICU) on a page's first Intl call: 50 to 90 ms on this machine, four times
// that on a mid-range phone, in the middle of a page's first paint or its hydration (issue 15). Most
// visitors read English, so their pages make no Intl call at all; every other language uses Intl.

/** The Intl tag these stand in for (locales.ts: English is 'en-GB'). */
export const ENGLISH_TAG = 'en-GB';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const WEEKDAYS = 'SunMonTueWedThuFriSat';

/** en-GB's month abbreviations: the first three letters, but 'Sept' (CLDR 38 on). */
const shortMonth = (month: number) => (month === 8 ? 'Sept' : MONTHS[month]!.slice(0, 3));

/**
 * A number as en-GB's Intl.NumberFormat writes it with `minimumFractionDigits` `min`, `maximumFractionDigits`
 * `max` and grouping on or off: the shortest decimal that reads back as the value, rounded half away
 * from zero at `max` digits ('1.005' to two digits is '1.01', as Intl has it, where toFixed says '1.00').
 * Null for what Intl writes its own way (not finite, or past 1e21 or under 1e-6, which JavaScript
 * prints with an exponent).
 */
export function englishNumber(value: number, min: number, max: number, grouping: boolean): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(Math.abs(value));
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let int = whole;
  let frac = fraction;
  if (frac.length > max) {
    const kept = frac.slice(0, max);
    if (frac.charCodeAt(max) >= 53 /* '5' */) {
      const sum = String(BigInt(int + kept) + 1n).padStart(int.length + max, '0');
      int = sum.slice(0, sum.length - max);
      frac = sum.slice(sum.length - max);
    } else frac = kept;
  }
  let end = frac.length;
  while (end > min && frac[end - 1] === '0') end -= 1;
  frac = frac.slice(0, end).padEnd(min, '0');
  if (grouping && int.length > 3) int = int.replace(/\B(?=(\d{3})+$)/g, ',');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

export type EnglishDateStyle = 'date' | 'dayMonth' | 'longDate' | 'weekdayDate' | 'time' | 'dayMonthTime' | 'dateTime';

/**
 * A date in Accra's time (UTC all year) as en-GB's Intl.DateTimeFormat writes format.ts's shapes.
 * Null for a year Intl writes its own way (before 1 or past 9999).
 */
export function englishDate(date: Date, style: EnglishDateStyle): string | null {
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) return null;
  const dayMonth = `${date.getUTCDate()} ${shortMonth(date.getUTCMonth())}`;
  const time = date.toISOString().slice(11, 16);
  switch (style) {
    case 'date':
      return `${dayMonth} ${year}`;
    case 'dayMonth':
      return dayMonth;
    case 'longDate':
      return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${year}`;
    case 'weekdayDate':
      return `${WEEKDAYS.slice(date.getUTCDay() * 3, date.getUTCDay() * 3 + 3)}, ${dayMonth} ${year}`;
    case 'time':
      return time;
    case 'dayMonthTime':
      return `${dayMonth}, ${time}`;
    case 'dateTime':
      return `${dayMonth} ${year}, ${time}`;
  }
}

export type EnglishRelativeUnit = 'minute' | 'hour' | 'day' | 'week';

const SHORT_UNITS: Record<EnglishRelativeUnit, string> = { minute: 'min', hour: 'hr', day: 'day', week: 'wk' };

/**
 * A time `amount` units ago as en-GB's Intl.RelativeTimeFormat writes it, 'long' or 'short', and with
 * `numeric: 'auto'` the words for this day and the one before ('today', 'yesterday'). What format.ts
 * asks for: whole amounts in the past, 'auto' only in days; null for the rest (Intl's to write).
 */
export function englishRelative(
  amount: number,
  unit: EnglishRelativeUnit,
  style: 'long' | 'short',
  numeric: 'always' | 'auto',
): string | null {
  const future = amount > 0 || Object.is(amount, 0); // Intl's 'in 0 days'; -0 is '0 days ago'
  if (!Number.isInteger(amount) || (numeric === 'auto' ? unit !== 'day' || amount < -1 || amount > 0 : future)) return null;
  if (numeric === 'auto') return amount === 0 ? 'today' : 'yesterday';
  const count = -amount;
  const name = style === 'long' || unit === 'day' ? `${unit}${count === 1 ? '' : 's'}` : SHORT_UNITS[unit];
  return `${englishNumber(count, 0, 3, true)} ${name} ago`;
}
