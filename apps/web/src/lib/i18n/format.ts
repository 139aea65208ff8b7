// Dates, relative times, numbers and cedi prices in the interface's language, through Intl (issue 17).
// One formatter per language tag, its Intl objects built on first use and kept. Components take the
// one of their tree's language (`useFormat`, i18n-context): the browser's choice, or on the server the
// request's, so a server-rendered page formats the same on both sides. Times are Accra's (Ghana is UTC,
// no summer time) on the server and in every browser, so a date never changes at hydration either.
// English is written by english.ts instead, to the letter of Intl's output, with no Intl call: a
// visitor's first page then never waits for the browser to load its locale data (issue 15).

import { ENGLISH_TAG, englishDate, englishNumber, englishRelative } from './english';

/** English's Intl tag, whose text english.ts writes (message-format takes it from here, not a copy). */
export { ENGLISH_TAG };

export type DateInput = string | number | Date;

/** The shapes of dates the interface shows (in English: '5 Mar 2026', '5 Mar', '5 March 2026', 'Thu, 5 Mar 2026', '09:05', '5 Mar, 09:05', '5 Mar 2026, 09:05'). */
export type DateStyle = 'date' | 'dayMonth' | 'longDate' | 'weekdayDate' | 'time' | 'dayMonthTime' | 'dateTime';

/**
 * How cedis are written, one spelling an area (the spec: 'GHC on classifieds and GH¢ on delivery';
 * English shown): 'ghc' 'GHC 1,250.00' (classifieds: Explore, a listing, Recent Ads; and the shop:
 * its cards, the cart, checkout, orders, promos; '−GHC 5.00' below zero), 'delivery' 'GH¢ 1250.00'
 * (deliveries and rides, no grouping). A listing's price reads the same wherever it shows (issue 36).
 */
export type PriceStyle = 'ghc' | 'delivery';

export const TIME_ZONE = 'Africa/Accra';

/** Each date shape's Intl options (english.ts writes the same shapes in English). */
export const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  weekdayDate: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

const PREFIX: Record<PriceStyle, string> = { ghc: 'GHC', delivery: 'GH¢' };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR; // Accra's days start at midnight UTC

export type Format = {
  readonly tag: string;
  /** '1,250' ('1 250' in French). */
  number: (value: number) => string;
  /** Exactly `digits` decimals: a distance '5.2' ('5,2' in French), a rating '4.3'. */
  fixed: (value: number, digits: number) => string;
  /** '' for a value that is not a date. */
  date: (value: DateInput, style?: DateStyle) => string;
  /** A price in cedis, the spec's way; the digits in the language's own separators. */
  cedis: (cedis: number, style: PriceStyle) => string;
  /** An amount in another currency, rounded as an estimate ('US$13', '13 $US'). */
  money: (amount: number, currency: string) => string;
  /**
   * The spec's relative age of a listing: 'Today' on the same day, '1 day ago', 'N days ago' under 7
   * days, 'N weeks ago' under 30 days, otherwise the date.
   */
  age: (value: DateInput, now?: Date) => string;
  /** A chat's day header: 'Today', 'Yesterday', or the date with its weekday (Accra's days). */
  day: (value: DateInput, now?: Date) => string;
  /** Within the day: '5 min ago', '3 hr ago' ('' past a day or for a moment ago: the caller words those). */
  recent: (value: DateInput, now?: Date) => string;
};

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function createFormat(tag: string): Format {
  const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
  const once = <T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T => {
    let made = cache.get(key) as T | undefined;
    if (!made) cache.set(key, (made = make()));
    return made;
  };
  const english = tag === ENGLISH_TAG;
  /** Digits with `min` to `max` decimals; grouped the language's way unless `grouping` says always or never (Spanish leaves '1250' ungrouped by default). */
  const digits = (value: number, min: number, max: number, grouping?: boolean) =>
    (english ? englishNumber(value, min, max, grouping ?? true) : null) ??
    once(
      `n${min}-${max}${grouping ?? ''}`,
      () =>
        new Intl.NumberFormat(tag, {
          minimumFractionDigits: min,
          maximumFractionDigits: max,
          ...(grouping === undefined ? {} : { useGrouping: grouping }),
        }),
    ).format(value);
  const relative = (amount: number, unit: 'minute' | 'hour' | 'day' | 'week', style: 'long' | 'short', numeric: 'always' | 'auto') =>
    (english ? englishRelative(amount, unit, style, numeric) : null) ??
    once(`r${style}${numeric}`, () => new Intl.RelativeTimeFormat(tag, { style, numeric })).format(amount, unit);

  const capitalise = (text: string) => (english ? text.charAt(0).toUpperCase() : text.charAt(0).toLocaleUpperCase(tag)) + text.slice(1);

  const format: Format = {
    tag,
    number: (value) => digits(value, 0, 3),
    fixed: (value, places) => digits(value, places, places),
    date: (value, style = 'date') => {
      const date = toDate(value);
      if (!date) return '';
      return (
        (english ? englishDate(date, style) : null) ??
        once(`d${style}`, () => new Intl.DateTimeFormat(tag, { ...DATE_OPTIONS[style], timeZone: TIME_ZONE })).format(date)
      );
    },
    cedis: (cedis, style) => {
      const pesewas = Math.round(Math.abs(cedis) * 100);
      const amount = digits(pesewas / 100, 2, 2, style !== 'delivery');
      return `${cedis < 0 && pesewas > 0 ? '−' : ''}${PREFIX[style]} ${amount}`;
    },
    money: (amount, currency) => {
      const fraction = Math.abs(amount) < 10 ? 2 : 0;
      return once(
        `c${currency}${fraction}`,
        () => new Intl.NumberFormat(tag, { style: 'currency', currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction }),
      ).format(amount);
    },
    age: (value, now = new Date()) => {
      const then = toDate(value);
      if (!then) return '';
      const days = Math.floor((now.getTime() - then.getTime()) / DAY);
      if (days < 1) return capitalise(relative(0, 'day', 'long', 'auto'));
      if (days < 7) return relative(-days, 'day', 'long', 'always');
      if (days < 30) return relative(-Math.floor(days / 7), 'week', 'long', 'always');
      return format.date(then);
    },
    day: (value, now = new Date()) => {
      const then = toDate(value);
      if (!then) return '';
      const diff = Math.floor(now.getTime() / DAY) - Math.floor(then.getTime() / DAY);
      return diff === 0 || diff === 1 ? capitalise(relative(-diff, 'day', 'long', 'auto')) : format.date(then, 'weekdayDate');
    },
    recent: (value, now = new Date()) => {
      const then = toDate(value);
      const elapsed = then ? now.getTime() - then.getTime() : NaN;
      if (!(elapsed >= MINUTE && elapsed < DAY)) return '';
      return elapsed < HOUR
        ? relative(-Math.floor(elapsed / MINUTE), 'minute', 'short', 'always')
        : relative(-Math.floor(elapsed / HOUR), 'hour', 'short', 'always');
    },
  };
  return format;
}

const formats = new Map<string, Format>();

/** The formatter of a language tag (I18n.tag), made once. */
export function formatFor(tag: string): Format {
  let format = formats.get(tag);
  if (!format) formats.set(tag, (format = createFormat(tag)));
  return format;
}
