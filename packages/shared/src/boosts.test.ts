import { describe, expect, it } from 'vitest';
import {
  FEATURED_ROTATION_MS,
  FEATURED_SLOTS,
  URGENT_RELEVANCE_LIFT,
  boostInputSchema,
  boostPricesInputSchema,
  featuredSeed,
  liftedRank,
  pickFeatured,
  receiptNumber,
} from './boosts';

describe('featured slots', () => {
  it('never more than 2, none from an empty pool, no listing twice on a page', () => {
    expect(FEATURED_SLOTS).toBe(2);
    expect(pickFeatured([], 5)).toEqual([]);
    expect(pickFeatured([7], 5)).toEqual([7]);
    for (let seed = -5; seed < 50; seed += 1) {
      const picked = pickFeatured([1, 2, 3, 4, 5], seed);
      expect(picked).toHaveLength(2);
      expect(new Set(picked).size).toBe(2);
    }
  });

  it('rotates fairly: over a full turn of seeds each boosted listing gets the same number of slots', () => {
    const pool = [10, 20, 30, 40, 50, 60, 70];
    const shown = new Map<number, number>();
    for (let period = 0; period < pool.length * 3; period += 1) {
      const at = new Date(period * FEATURED_ROTATION_MS);
      for (const id of pickFeatured(pool, featuredSeed(at, 0))) shown.set(id, (shown.get(id) ?? 0) + 1);
    }
    const counts = [...shown.values()];
    expect(shown.size).toBe(pool.length);
    expect(Math.max(...counts) - Math.min(...counts)).toBe(0);
  });

  it('the next page shows the next boosted listings; the same page and period shows the same ones', () => {
    const pool = [1, 2, 3, 4, 5, 6];
    const at = new Date(1_800_000_000_000);
    expect(pickFeatured(pool, featuredSeed(at, 0))).toEqual(pickFeatured(pool, featuredSeed(new Date(at.getTime()), 0)));
    expect(pickFeatured(pool, featuredSeed(at, 41))).not.toEqual(pickFeatured(pool, featuredSeed(at, 0)));
    const later = new Date(at.getTime() + FEATURED_ROTATION_MS);
    expect(pickFeatured(pool, featuredSeed(later, 0))).not.toEqual(pickFeatured(pool, featuredSeed(at, 0)));
  });
});

describe('the urgent lift', () => {
  it('is bounded: an urgent listing passes an ordinary one only when their ranks differ by less than the lift', () => {
    for (const rank of [0, 0.05, 0.3, 1, 1.9]) {
      expect(liftedRank(rank, false)).toBe(rank);
      expect(liftedRank(rank, true) - rank).toBeCloseTo(URGENT_RELEVANCE_LIFT);
      expect(liftedRank(rank, true)).toBeLessThan(liftedRank(rank + URGENT_RELEVANCE_LIFT + 0.01, false));
      expect(liftedRank(rank, true)).toBeGreaterThan(liftedRank(rank + URGENT_RELEVANCE_LIFT - 0.01, false));
    }
    expect(URGENT_RELEVANCE_LIFT).toBeLessThanOrEqual(0.1);
  });
});

describe('contracts', () => {
  it('reads a purchase (the number in E.164) and refuses bad kinds, days and numbers', () => {
    expect(
      boostInputSchema.parse({ listing_id: 3, kind: 'urgent', days: 30, momo_network: 'MTN', momo_number: '024 555 1234' }),
    ).toMatchObject({ momo_number: '+233245551234' });
    for (const bad of [{ kind: 'gold' }, { days: 14 }, { momo_number: '123' }, { momo_network: 'X' }]) {
      expect(
        boostInputSchema.safeParse({ listing_id: 3, kind: 'urgent', days: 30, momo_network: 'MTN', momo_number: '024 555 1234', ...bad })
          .success,
      ).toBe(false);
    }
  });

  it('prices: whole pesewas, above 0, each kind and days once', () => {
    expect(boostPricesInputSchema.safeParse({ prices: [{ kind: 'featured', days: 7, amount: 25.5 }] }).success).toBe(true);
    expect(boostPricesInputSchema.safeParse({ prices: [{ kind: 'featured', days: 7, amount: 25.555 }] }).success).toBe(false);
    expect(boostPricesInputSchema.safeParse({ prices: [{ kind: 'featured', days: 7, amount: 0 }] }).success).toBe(false);
    expect(boostPricesInputSchema.safeParse({ prices: [] }).success).toBe(false);
  });

  it('numbers receipts', () => {
    expect(receiptNumber(42)).toBe('DWA-B-000042');
  });
});
