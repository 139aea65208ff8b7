import { describe, expect, it } from 'vitest';
import { SCORE_MONTHS, SCORE_PRIOR, SCORE_PRIOR_WEIGHT, scoreSince, smoothedScore } from './scores';

// The one score of sellers, couriers and drivers (ADR 059, ADR 074): its arithmetic.

const of = (stars: number[]) => ({ count: stars.length, sum: stars.reduce((a, b) => a + b, 0) });

describe('smoothedScore', () => {
  it('starts from the prior with the weight of ten ratings', () => {
    expect([SCORE_PRIOR, SCORE_PRIOR_WEIGHT, SCORE_MONTHS]).toEqual([4, 10, 12]);
    expect(smoothedScore({ count: 0, sum: 0 })).toBeNull();
    expect(smoothedScore(of([5]))).toBe(4.1); // (40 + 5) / 11 = 4.09
    expect(smoothedScore(of([1, 1]))).toBe(3.5); // (40 + 2) / 12 = 3.5
    expect(smoothedScore(of(Array(10).fill(5)))).toBe(4.5); // (40 + 50) / 20
    expect(smoothedScore({ count: 200, sum: 960 })).toBe(4.8); // (40 + 960) / 210 = 4.76
  });

  it('rounds a halfway tenth up, as the database does', () => {
    expect(smoothedScore({ count: 2, sum: 5 }, 4, 2)).toBe(3.3); // (8 + 5) / 4 = 3.25
    expect(smoothedScore({ count: 3, sum: 12 }, 3, 1)).toBe(3.8); // (3 + 12) / 4 = 3.75
  });

  it('ranks a courier with many good ratings above one with a single perfect one', () => {
    const steady = smoothedScore({ count: 120, sum: 120 * 4.7 })!;
    const lucky = smoothedScore(of([5]))!;
    expect(steady).toBeGreaterThan(lucky);
    expect(smoothedScore(of([1]))!).toBeGreaterThan(1);
  });
});

describe('scoreSince', () => {
  it('is 12 months before now, in UTC', () => {
    expect(scoreSince(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2025-11-29T10:00:00.000Z');
    expect(scoreSince(new Date('2026-03-31T00:00:00Z')).toISOString()).toBe('2025-03-31T00:00:00.000Z');
  });
});
