import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reviewInputSchema, SCORE_PRIOR, SCORE_PRIOR_WEIGHT, sellerHabits, smoothedScore } from './reviews';

const of = (ratings: number[]) => ({ count: ratings.length, sum: ratings.reduce((a, b) => a + b, 0) });

describe('smoothedScore (ADR 059)', () => {
  it('is null without reviews', () => {
    expect(smoothedScore({ count: 0, sum: 0 })).toBeNull();
  });

  it('pulls few reviews towards the prior: (C*m + sum) / (C + n)', () => {
    expect(SCORE_PRIOR).toBe(4);
    expect(SCORE_PRIOR_WEIGHT).toBe(10);
    expect(smoothedScore(of([5]))).toBe(4.1); // (40 + 5) / 11 = 4.09
    expect(smoothedScore(of([1]))).toBe(3.7); // (40 + 1) / 11 = 3.73
    expect(smoothedScore(of([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]))).toBe(4.5); // (40 + 50) / 20
    expect(smoothedScore({ count: 3, sum: 12 }, 3, 1)).toBe(3.8); // (3 + 12) / 4 = 3.75
  });

  it('ranks two hundred 4.8s above one 5-star review', () => {
    const many = smoothedScore({ count: 200, sum: 200 * 4.8 })!;
    expect(many).toBe(4.8); // (40 + 960) / 210 = 4.76
    expect(many).toBeGreaterThan(smoothedScore(of([5]))!);
  });

  it('stays between the prior and the plain average, within 1 and 5', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 400 }), (ratings) => {
        const score = smoothedScore(of(ratings))!;
        const mean = of(ratings).sum / ratings.length;
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(5);
        expect(score).toBeGreaterThanOrEqual(Math.min(mean, SCORE_PRIOR) - 0.05);
        expect(score).toBeLessThanOrEqual(Math.max(mean, SCORE_PRIOR) + 0.05);
      }),
    );
  });
});

describe('reviewInputSchema', () => {
  it('takes 1 to 5 whole stars and a cleaned text', () => {
    expect(reviewInputSchema.parse({ rating: '4', body: '  Fast and honest  ' })).toEqual({ rating: 4, body: 'Fast and honest' });
    for (const rating of [0, 6, 4.5, 'five', null]) expect(reviewInputSchema.safeParse({ rating, body: 'ok' }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 5, body: '   ' }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ rating: 5, body: 'x'.repeat(1001) }).success).toBe(false);
  });
});

describe('sellerHabits (issue 32)', () => {
  const none = { placed: 0, cancelledBySeller: 0 };
  it('counts a chat as answered only within 24 hours, and takes the median reply time', () => {
    // 4 chats: answered in 10 min, 2 h, 30 h (too late), never.
    expect(sellerHabits([10, 120, 30 * 60, null], none)).toMatchObject({ response_rate: 50, typical_reply_minutes: 120, chats: 4 });
    // An even number of answers: the mean of the middle two.
    expect(sellerHabits([10, 20, 40, 60], none)).toMatchObject({ response_rate: 100, typical_reply_minutes: 30 });
    expect(sellerHabits([24 * 60, 24 * 60 + 1, 5], none).response_rate).toBe(67);
  });

  it('says nothing on too few chats or answers', () => {
    expect(sellerHabits([], none)).toEqual({
      response_rate: null,
      typical_reply_minutes: null,
      chats: 0,
      cancellation_rate: null,
      orders: 0,
    });
    expect(sellerHabits([5, 6], none)).toMatchObject({ response_rate: null, typical_reply_minutes: null, chats: 2 });
    // Three chats, two answered: a rate, but no typical time.
    expect(sellerHabits([5, 6, null], none)).toMatchObject({ response_rate: 67, typical_reply_minutes: null });
  });

  it('gives the share of placed orders the seller cancelled, from 5 orders', () => {
    expect(sellerHabits([], { placed: 4, cancelledBySeller: 1 })).toMatchObject({ cancellation_rate: null, orders: 4 });
    expect(sellerHabits([], { placed: 5, cancelledBySeller: 1 })).toMatchObject({ cancellation_rate: 20, orders: 5 });
    expect(sellerHabits([], { placed: 200, cancelledBySeller: 0 })).toMatchObject({ cancellation_rate: 0 });
  });
});
