import { describe, expect, it } from 'vitest';
import type { DeliveryStats } from '@dwa/shared/delivery';
import { achievements, courierEarnings, earningsEntries, historyFigures } from './stats';
import { testDelivery } from '../../../testing/delivery';

function testStats(overrides: { customer?: Partial<DeliveryStats['customer']>; courier?: Partial<NonNullable<DeliveryStats['courier']>> | null } = {}): DeliveryStats {
  return {
    currency: 'GHS',
    customer: { deliveries: 0, active: 0, cancelled: 0, spent: 0, fast_deliveries: 0, ratings_given: 0, average_rating_given: null, ...overrides.customer },
    courier:
      overrides.courier === null
        ? null
        : { deliveries: 0, active: 0, cancelled: 0, earned: 0, today_deliveries: 0, today_earned: 0, average_rating: null, ratings_count: 0, ...overrides.courier },
  };
}

describe('historyFigures', () => {
  it("shows the server's counts for the customer: delivered, cancelled, spent and the stars given", () => {
    // 250 deliveries: more than any page the browser holds.
    const stats = testStats({ customer: { deliveries: 250, cancelled: 7, spent: 3812.5, average_rating_given: 4.6 }, courier: { deliveries: 3, earned: 45 } });
    expect(historyFigures(stats, 'customer')).toEqual({ deliveries: 250, cancelled: 7, money: 3812.5, averageRating: 4.6 });
  });

  it('shows what the courier delivered, earned and was rated', () => {
    const stats = testStats({ customer: { deliveries: 2, spent: 20 }, courier: { deliveries: 140, cancelled: 2, earned: 2100, average_rating: 4.8 } });
    expect(historyFigures(stats, 'courier')).toEqual({ deliveries: 140, cancelled: 2, money: 2100, averageRating: 4.8 });
  });

  it('is all zeros for the courier view of an account that is not a courier', () => {
    expect(historyFigures(testStats({ courier: null }), 'courier')).toEqual({ deliveries: 0, cancelled: 0, money: 0, averageRating: null });
  });
});

describe('achievements', () => {
  it('are earned from the server counts, with progress capped at the goal', () => {
    const byId = Object.fromEntries(achievements(testStats({ customer: { deliveries: 6, fast_deliveries: 3, ratings_given: 1 } }).customer).map((item) => [item.id, item]));
    expect(byId.first).toMatchObject({ earned: true, progress: 1, goal: 1 });
    expect(byId.regular).toMatchObject({ earned: true, progress: 5, goal: 5 });
    expect(byId.pro).toMatchObject({ earned: false, progress: 6, goal: 20 });
    expect(byId.fast).toMatchObject({ earned: true, progress: 3 });
    expect(byId.critic).toMatchObject({ earned: false, progress: 1 });
  });

  it('count delivered deliveries only: cancelled and active ones earn nothing', () => {
    const stats = testStats({ customer: { deliveries: 0, cancelled: 9, active: 4 } });
    expect(achievements(stats.customer).some((item) => item.earned)).toBe(false);
  });
});

describe('courierEarnings', () => {
  it("takes the totals and today's figures from the server, not from the rows loaded", () => {
    const stats = testStats({ courier: { earned: 1532.5, today_earned: 62.5, today_deliveries: 3 } });
    expect(courierEarnings(stats)).toEqual({ total: 1532.5, today: 62.5, todayCount: 3 });
    expect(courierEarnings(testStats({ courier: null }))).toEqual({ total: 0, today: 0, todayCount: 0 });
  });
});

describe('earningsEntries', () => {
  it("lists the loaded pages' completed jobs in the server's order", () => {
    const pages = [
      { items: [testDelivery({ id: 9, status: 'delivered', fare: 22.5, delivered_at: '2026-11-22T09:00:00.000Z' }), testDelivery({ id: 8, status: 'cancelled' })] },
      { items: [testDelivery({ id: 4, status: 'delivered', fare: 10, delivered_at: null, updated_at: '2026-11-21T12:00:00.000Z' })] },
    ];
    expect(earningsEntries(pages)).toEqual([
      { id: 9, date: '2026-11-22T09:00:00.000Z', item: 'Phone in a box', fare: 22.5 },
      { id: 4, date: '2026-11-21T12:00:00.000Z', item: 'Phone in a box', fare: 10 },
    ]);
    expect(earningsEntries([])).toEqual([]);
  });
});
