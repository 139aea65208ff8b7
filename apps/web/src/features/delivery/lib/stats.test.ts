import { describe, expect, it } from 'vitest';
import { achievements, courierEarnings, historyStats } from './stats';
import { testDelivery } from './test-delivery';

const rating = (stars: number) => ({ stars, review: null, created_at: '', updated_at: '' });

describe('historyStats', () => {
  it('counts, sums in pesewas and averages the stars given', () => {
    const deliveries = [
      testDelivery({ id: 1, status: 'delivered', fare: 15, urgency: 'express', rating: rating(5) }),
      testDelivery({ id: 2, status: 'delivered', fare: 0.1, rating: rating(4) }),
      testDelivery({ id: 3, status: 'delivered', fare: 0.2, urgency: 'urgent' }),
      testDelivery({ id: 4, status: 'cancelled', fare: 40 }),
    ];
    expect(historyStats(deliveries)).toEqual({ total: 4, completed: 3, cancelled: 1, spent: 15.3, rated: 2, averageRating: 4.5, fastCount: 2 });
  });

  it('has no average before any rating', () => {
    expect(historyStats([]).averageRating).toBeNull();
    expect(historyStats([]).spent).toBe(0);
  });
});

describe('achievements', () => {
  it('are earned from the data, with progress capped at the goal', () => {
    const stats = { total: 7, completed: 6, cancelled: 1, spent: 90, rated: 1, averageRating: 5, fastCount: 3 };
    const byId = Object.fromEntries(achievements(stats).map((item) => [item.id, item]));
    expect(byId.first).toMatchObject({ earned: true, progress: 1, goal: 1 });
    expect(byId.regular).toMatchObject({ earned: true, progress: 5, goal: 5 });
    expect(byId.pro).toMatchObject({ earned: false, progress: 6, goal: 20 });
    expect(byId.fast).toMatchObject({ earned: true });
    expect(byId.critic).toMatchObject({ earned: false, progress: 1 });
  });

  it('are all unearned with no deliveries', () => {
    expect(achievements(historyStats([])).some((item) => item.earned)).toBe(false);
  });
});

describe('courierEarnings', () => {
  it('lists completed jobs newest first with totals for all time and today', () => {
    const now = new Date('2026-11-22T15:00:00');
    const deliveries = [
      testDelivery({ id: 1, status: 'delivered', fare: 10, delivered_at: new Date('2026-11-21T12:00:00').toISOString() }),
      testDelivery({ id: 2, status: 'delivered', fare: 22.5, delivered_at: new Date('2026-11-22T09:00:00').toISOString() }),
      testDelivery({ id: 3, status: 'cancelled', fare: 40 }),
    ];
    const earnings = courierEarnings(deliveries, now);
    expect(earnings.items.map((item) => item.id)).toEqual([2, 1]);
    expect(earnings.total).toBe(32.5);
    expect(earnings.today).toBe(22.5);
    expect(earnings.todayCount).toBe(1);
  });
});
