import { describe, expect, it } from 'vitest';
import { englishDate, englishNumber, englishRelative, type EnglishDateStyle, type EnglishRelativeUnit } from './english';
import { DATE_OPTIONS, TIME_ZONE } from './format';

// english.ts stands in for Intl in English (issue 15: no ICU load on a visitor's first page). These
// hold it to Intl's own output, value by value, so a server and a browser write the same either way.

/** A seeded generator, so a failure names a value that fails again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const next = random(15);
const numbers: number[] = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.005,
  1.0005,
  2.675,
  0.1 + 0.2,
  999.995,
  999.9995,
  9.995,
  99.5,
  0.005,
  0.0005,
  -0.0001,
  1e-6,
  123.456789,
  999,
  1000,
  9999.5,
  12345.678,
  1250,
  1250.5,
  3800,
  118000,
  1234567.891,
  999999.999,
  2 ** 53,
  1e20,
  0.125,
  0.375,
  5.5e-5,
];
for (let index = 0; index < 3000; index += 1) {
  const scale = 10 ** Math.floor(next() * 10 - 3);
  const value = Math.round(next() * scale * 1000) / (next() < 0.5 ? 1000 : 100);
  numbers.push(next() < 0.2 ? -value : value);
}

describe('englishNumber', () => {
  const shapes: [number, number, boolean][] = [
    [0, 3, true],
    [0, 2, true],
    [2, 2, true],
    [2, 2, false],
    [0, 2, false],
    [1, 1, true],
    [0, 0, true],
  ];
  for (const [min, max, grouping] of shapes) {
    it(`writes what Intl writes with ${min} to ${max} decimals${grouping ? '' : ', no grouping'}`, () => {
      const intl = new Intl.NumberFormat('en-GB', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: grouping });
      for (const value of numbers) expect([value, englishNumber(value, min, max, grouping)]).toEqual([value, intl.format(value)]);
    });
  }

  it('leaves to Intl what JavaScript writes with an exponent, and what is not a number', () => {
    for (const value of [NaN, Infinity, -Infinity, 1e21, 1e-7]) expect(englishNumber(value, 0, 3, true)).toBeNull();
  });

  it('rounds half away from zero on the decimal the value reads as', () => {
    expect(englishNumber(1.005, 2, 2, true)).toBe('1.01');
    expect(englishNumber(-2.5, 0, 0, true)).toBe('-3');
    expect(englishNumber(999.995, 2, 2, true)).toBe('1,000.00');
  });
});

describe('englishDate', () => {
  // format.ts's own options for each shape: what every other language gets from Intl.
  const options: Record<EnglishDateStyle, Intl.DateTimeFormatOptions> = DATE_OPTIONS;
  const dates: Date[] = [new Date('2026-03-05T09:05:00Z'), new Date('2026-09-30T23:59:59Z'), new Date('2026-12-31T00:00:00Z'), new Date(0)];
  for (let index = 0; index < 1500; index += 1) dates.push(new Date(Date.UTC(1990, 0, 1) + Math.floor(next() * 60 * 365.25 * 86_400_000)));

  for (const style of Object.keys(options) as EnglishDateStyle[]) {
    it(`writes the '${style}' shape as Intl does in Accra's time`, () => {
      const intl = new Intl.DateTimeFormat('en-GB', { ...options[style], timeZone: TIME_ZONE });
      for (const date of dates) expect([date.toISOString(), englishDate(date, style)]).toEqual([date.toISOString(), intl.format(date)]);
    });
  }

  it('leaves to Intl a year outside 1 to 9999', () => {
    expect(englishDate(new Date('+010000-01-01T00:00:00Z'), 'date')).toBeNull();
    expect(englishDate(new Date('-000001-01-01T00:00:00Z'), 'date')).toBeNull();
  });
});

describe('englishRelative', () => {
  const units: EnglishRelativeUnit[] = ['minute', 'hour', 'day', 'week'];
  const amounts = [-1000, -59, -23, -7, -6, -3, -2, -1, -0, 0, 1, 2, 5, 1234];
  for (const style of ['long', 'short'] as const) {
    for (const numeric of ['always', 'auto'] as const) {
      it(`writes ${style} times, numeric ${numeric}, as Intl does`, () => {
        const intl = new Intl.RelativeTimeFormat('en-GB', { style, numeric });
        for (const unit of numeric === 'auto' ? (['day'] as const) : units)
          for (const amount of amounts) {
            const mine = englishRelative(amount, unit, style, numeric);
            // The future ('in 0 days' too), and 'auto' beyond yesterday, are Intl's to write (format.ts never asks).
            if (numeric === 'auto' ? amount > 0 || amount < -1 : amount > 0 || Object.is(amount, 0))
              expect([unit, amount, mine]).toEqual([unit, amount, null]);
            else expect([unit, amount, mine]).toEqual([unit, amount, intl.format(amount, unit)]);
          }
      });
    }
  }

  it("leaves to Intl a fraction, and 'auto' words other than a day's ('this minute', 'last week')", () => {
    expect(englishRelative(1.5, 'day', 'long', 'always')).toBeNull();
    expect(englishRelative(0, 'minute', 'short', 'auto')).toBeNull();
    expect(englishRelative(-1, 'week', 'long', 'auto')).toBeNull();
  });
});
