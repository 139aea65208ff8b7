// English (en-GB) numbers, dates and relative times written without Intl, to the letter of what
// Intl writes (english.test.ts compares them over thousands of values). The browser loads its
// number and date data (ICU) on a page's first Intl call: 50 to 90 ms on this machine, four times
// that on a mid-range phone, in the middle of a page's first paint or its hydration (issue 15). Most
// visitors read English, so their pages make no Intl call at all; every other language uses Intl.

/** The Intl tag these stand in for (locales.ts: English is 'en-GB'). */
export const ENGLISH_TAG = 'en-GB';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** en-GB's abbreviations ('Sept' since CLDR 38). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** `digits` + 1 in decimal, keeping its length unless it carries past the first digit ('99' -> '100'). */
function increment(digits: string): string {
  const out = digits.split('');
  let index = out.length - 1;
  for (; index >= 0; index -= 1) {
    if (out[index] !== '9') {
      out[index] = String(Number(out[index]) + 1);
      break;
    }
    out[index] = '0';
  }
  return index < 0 ? `1${out.join('')}` : out.join('');
}

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
      const sum = increment(int + kept);
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
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const time = `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  switch (style) {
    case 'date':
      return `${day} ${SHORT_MONTHS[month]} ${year}`;
    case 'dayMonth':
      return `${day} ${SHORT_MONTHS[month]}`;
    case 'longDate':
      return `${day} ${MONTHS[month]} ${year}`;
    case 'weekdayDate':
      return `${SHORT_WEEKDAYS[date.getUTCDay()]}, ${day} ${SHORT_MONTHS[month]} ${year}`;
    case 'time':
      return time;
    case 'dayMonthTime':
      return `${day} ${SHORT_MONTHS[month]}, ${time}`;
    case 'dateTime':
      return `${day} ${SHORT_MONTHS[month]} ${year}, ${time}`;
  }
}

export type EnglishRelativeUnit = 'minute' | 'hour' | 'day' | 'week';

const LONG_UNITS: Record<EnglishRelativeUnit, string> = { minute: 'minute', hour: 'hour', day: 'day', week: 'week' };
const SHORT_UNITS: Record<EnglishRelativeUnit, string> = { minute: 'min', hour: 'hr', day: 'day', week: 'wk' };

/**
 * A time `amount` units away as en-GB's Intl.RelativeTimeFormat writes it: 'long' or 'short', and with
 * `numeric: 'auto'` the words for a day before, this day and the next ('yesterday', 'today', 'tomorrow').
 * Only whole amounts, and 'auto' only in days (what format.ts asks for); null for others.
 */
export function englishRelative(amount: number, unit: EnglishRelativeUnit, style: 'long' | 'short', numeric: 'always' | 'auto'): string | null {
  if (!Number.isInteger(amount) || (numeric === 'auto' && unit !== 'day')) return null;
  if (numeric === 'auto' && Math.abs(amount) <= 1) return amount === 0 ? 'today' : amount < 0 ? 'yesterday' : 'tomorrow';
  const count = Math.abs(amount);
  const number = englishNumber(count, 0, 3, true);
  const name = style === 'long' ? `${LONG_UNITS[unit]}${count === 1 ? '' : 's'}` : unit === 'day' ? (count === 1 ? 'day' : 'days') : SHORT_UNITS[unit];
  return amount < 0 || Object.is(amount, -0) ? `${number} ${name} ago` : `in ${number} ${name}`;
}

/** en's plural category: 'one' for 1 written without decimals, otherwise 'other' (Intl.PluralRules). */
export function englishPlural(count: number): 'one' | 'other' {
  return Math.abs(count) === 1 ? 'one' : 'other';
}
