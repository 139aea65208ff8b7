import { describe, expect, it, vi } from 'vitest';
import { formatFor } from './format';
import { intlTag } from './locales';

// The formatting module in English (today's output, unchanged), French and Arabic. French groups
// digits with a narrow no-break space (U+202F) and keeps a number with its unit by a no-break space.

const en = formatFor(intlTag('en'));
const fr = formatFor(intlTag('fr'));
const ar = formatFor(intlTag('ar'));
const at = '2026-03-05T09:05:00Z';
const now = new Date('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

describe('formatFor', () => {
  it('is made once per language', () => {
    expect(formatFor('en-GB')).toBe(en);
    expect(en.tag).toBe('en-GB');
  });

  it('writes English dates as the interface did, in Accra time', () => {
    expect(en.date(at)).toBe('5 Mar 2026');
    expect(en.date(at, 'dayMonth')).toBe('5 Mar');
    expect(en.date(at, 'longDate')).toBe('5 March 2026');
    expect(en.date(at, 'weekdayDate')).toBe('Thu, 5 Mar 2026');
    expect(en.date(at, 'time')).toBe('09:05');
    expect(en.date(at, 'dayMonthTime')).toBe('5 Mar, 09:05');
    expect(en.date(at, 'dateTime')).toBe('5 Mar 2026, 09:05');
    expect(en.date('2026-03-05T23:30:00-05:00', 'date')).toBe('6 Mar 2026');
    expect(en.date('not a date')).toBe('');
  });

  it('writes French and Arabic dates in their own words', () => {
    expect(fr.date(at)).toBe('5 mars 2026');
    expect(fr.date(at, 'longDate')).toBe('5 mars 2026');
    expect(fr.date(at, 'time')).toBe('09:05');
    expect(ar.date(at, 'longDate')).toBe('5 مارس 2026');
    expect(ar.date(at, 'time')).toMatch(/^09:05/);
  });

  it('groups numbers the language’s way', () => {
    expect(en.number(1234567)).toBe('1,234,567');
    expect(fr.number(1234567)).toBe('1\u202f234\u202f567');
    expect(ar.number(1234567)).toBe('1,234,567');
    expect(en.fixed(5, 1)).toBe('5.0');
    expect(fr.fixed(4.25, 1)).toBe('4,3');
  });

  it('keeps English prices exactly as the spec writes them: GHC on classifieds and the shop, GH¢ on delivery', () => {
    expect(en.cedis(118000, 'ghc')).toBe('GHC 118,000.00');
    expect(en.cedis(1250.5, 'ghc')).toBe('GHC 1,250.50');
    expect(en.cedis(1250, 'ghc')).toBe('GHC 1,250.00');
    expect(en.cedis(0.1 + 0.2, 'ghc')).toBe('GHC 0.30');
    expect(en.cedis(-5, 'ghc')).toBe('−GHC 5.00');
    expect(en.cedis(-12.345, 'ghc')).toBe('−GHC 12.35');
    expect(en.cedis(1250, 'delivery')).toBe('GH¢ 1250.00');
    expect(en.cedis(15, 'delivery')).toBe('GH¢ 15.00');
  });

  it('keeps the cedi sign in French and Arabic, with their separators', () => {
    expect(fr.cedis(1250.5, 'ghc')).toBe('GHC 1\u202f250,50');
    expect(fr.cedis(1250, 'delivery')).toBe('GH¢ 1250,00');
    expect(ar.cedis(1250.5, 'ghc')).toBe('GHC 1,250.50');
  });

  it('writes an estimate in another currency, whole above 10', () => {
    expect(en.money(13.04, 'USD')).toBe('US$13');
    expect(en.money(3.456, 'EUR')).toBe('€3.46');
    expect(fr.money(1234.4, 'USD')).toBe('1\u202f234\u00a0$US');
    expect(ar.money(13.04, 'USD')).toContain('13');
    expect(ar.money(13.04, 'USD')).toContain('US$');
  });

  it('says a listing’s age as the spec does in English', () => {
    expect(en.age(ago(60_000), now)).toBe('Today');
    expect(en.age(ago(DAY), now)).toBe('1 day ago');
    expect(en.age(ago(6 * DAY), now)).toBe('6 days ago');
    expect(en.age(ago(7 * DAY), now)).toBe('1 week ago');
    expect(en.age(ago(29 * DAY), now)).toBe('4 weeks ago');
    expect(en.age(ago(40 * DAY), now)).toBe('8 Feb 2026');
    expect(en.age('nonsense', now)).toBe('');
  });

  it('says a listing’s age in French and Arabic', () => {
    expect(fr.age(ago(60_000), now)).toBe('Aujourd’hui');
    expect(fr.age(ago(3 * DAY), now)).toBe('il y a 3 jours');
    expect(fr.age(ago(14 * DAY), now)).toBe('il y a 2 semaines');
    expect(ar.age(ago(60_000), now)).toBe('اليوم');
    expect(ar.age(ago(3 * DAY), now)).toBe('قبل 3 أيام');
  });

  it('heads a chat’s days with Today, Yesterday or the date', () => {
    expect(en.day(new Date('2026-03-20T00:10:00Z'), now)).toBe('Today');
    expect(en.day(new Date('2026-03-19T23:50:00Z'), now)).toBe('Yesterday');
    expect(en.day(at, now)).toBe('Thu, 5 Mar 2026');
    expect(fr.day(new Date('2026-03-19T08:00:00Z'), now)).toBe('Hier');
    expect(ar.day(new Date('2026-03-20T08:00:00Z'), now)).toBe('اليوم');
  });

  it('says how recent something within the day is', () => {
    expect(en.recent(ago(30_000), now)).toBe('');
    expect(en.recent(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(en.recent(ago(3 * 3_600_000), now)).toBe('3 hr ago');
    expect(en.recent(ago(DAY), now)).toBe('');
    expect(fr.recent(ago(5 * 60_000), now)).toBe('il y a 5\u00a0min');
    expect(ar.recent(ago(3 * 3_600_000), now)).toBe('قبل 3 ساعات');
  });

  it('makes no Intl call in English, so an English page never waits for the browser to load its locale data', async () => {
    const refuse = () => {
      throw new Error('Intl called');
    };
    vi.stubGlobal('Intl', { NumberFormat: refuse, DateTimeFormat: refuse, RelativeTimeFormat: refuse, PluralRules: refuse });
    try {
      // Fresh modules: nothing made by the tests above is cached.
      vi.resetModules();
      const fresh = (await import('./format')).formatFor('en-GB');
      const { formatMessage } = await import('./message-format');
      const { compileMessage } = await import('../../../vite.catalogs');
      const styles = ['date', 'dayMonth', 'longDate', 'weekdayDate', 'time', 'dayMonthTime', 'dateTime'] as const;
      expect(styles.map((style) => fresh.date(at, style))).toEqual([
        '5 Mar 2026',
        '5 Mar',
        '5 March 2026',
        'Thu, 5 Mar 2026',
        '09:05',
        '5 Mar, 09:05',
        '5 Mar 2026, 09:05',
      ]);
      expect([
        fresh.number(1250),
        fresh.fixed(5.25, 1),
        fresh.cedis(1250, 'ghc'),
        fresh.cedis(1250.5, 'ghc'),
        fresh.cedis(-5, 'ghc'),
        fresh.cedis(1250, 'delivery'),
      ]).toEqual(['1,250', '5.3', 'GHC 1,250.00', 'GHC 1,250.50', '−GHC 5.00', 'GH¢ 1250.00']);
      expect([
        fresh.age(ago(0), now),
        fresh.age(ago(3 * DAY), now),
        fresh.age(ago(15 * DAY), now),
        fresh.day(ago(DAY), now),
        fresh.recent(ago(5 * 60_000), now),
      ]).toEqual(['Today', '3 days ago', '2 weeks ago', 'Yesterday', '5 min ago']);
      expect(
        formatMessage(compileMessage('{count, plural, one {# ad} other {# ads}} from {total}'), { count: 1, total: 12500 }, 'en-GB'),
      ).toBe('1 ad from 12,500');
      expect(
        [0, 2, 1.5, -1, 21].map((count) => formatMessage(compileMessage('{count, plural, one {one} other {other}}'), { count }, 'en-GB')),
      ).toEqual(['other', 'other', 'other', 'one', 'other']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
