import { describe, expect, it } from 'vitest';
import type { DeliveryEarnings, DeliveryStats } from '@dwa/shared/delivery';
import {
  achievements,
  courierEarnings,
  earningsEntries,
  historyFigures,
  mergeEarnings,
  rideEarningsEntries,
  type EarningsEntry,
} from './stats';
import { testDelivery } from '../../../testing/delivery';

function testStats(
  overrides: { customer?: Partial<DeliveryStats['customer']>; courier?: Partial<NonNullable<DeliveryStats['courier']>> | null } = {},
): DeliveryStats {
  return {
    currency: 'GHS',
    customer: {
      deliveries: 0,
      active: 0,
      cancelled: 0,
      spent: 0,
      fast_deliveries: 0,
      ratings_given: 0,
      average_rating_given: null,
      ...overrides.customer,
    },
    courier:
      overrides.courier === null
        ? null
        : {
            deliveries: 0,
            active: 0,
            cancelled: 0,
            earned: 0,
            rides: 0,
            rides_earned: 0,
            today_deliveries: 0,
            today_rides: 0,
            today_earned: 0,
            average_rating: null,
            ratings_count: 0,
            ...overrides.courier,
          },
  };
}

function testEarnings(overrides: Partial<DeliveryEarnings> = {}): DeliveryEarnings {
  return {
    currency: 'GHS',
    earned: 0,
    deliveries: 0,
    rides: 0,
    today: 0,
    today_jobs: 0,
    held: 0,
    cash_commission: 0,
    direct: 0,
    ...overrides,
  };
}

describe('historyFigures', () => {
  it("shows the server's counts for the customer: delivered, cancelled, spent and the stars given", () => {
    // 250 deliveries: more than any page the browser holds.
    const stats = testStats({
      customer: { deliveries: 250, cancelled: 7, spent: 3812.5, average_rating_given: 4.6 },
      courier: { deliveries: 3, earned: 45 },
    });
    expect(historyFigures(stats, 'customer')).toEqual({ deliveries: 250, cancelled: 7, money: 3812.5, averageRating: 4.6 });
  });

  it('shows what the courier delivered and was rated, and what they earned as the ledger has it (after commission, not the fares)', () => {
    const stats = testStats({
      customer: { deliveries: 2, spent: 20 },
      courier: { deliveries: 140, cancelled: 2, earned: 2100, average_rating: 4.8 },
    });
    expect(historyFigures(stats, 'courier', testEarnings({ earned: 1995 }))).toEqual({
      deliveries: 140,
      cancelled: 2,
      money: 1995,
      averageRating: 4.8,
    });
    expect(historyFigures(stats, 'courier', null).money).toBe(0);
  });

  it('is all zeros for the courier view of an account that is not a courier', () => {
    expect(historyFigures(testStats({ courier: null }), 'courier')).toEqual({ deliveries: 0, cancelled: 0, money: 0, averageRating: null });
  });
});

describe('achievements', () => {
  it('are earned from the server counts, with progress capped at the goal', () => {
    const byId = Object.fromEntries(
      achievements(testStats({ customer: { deliveries: 6, fast_deliveries: 3, ratings_given: 1 } }).customer).map((item) => [
        item.id,
        item,
      ]),
    );
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
  it("takes the totals and today's figures from the ledger's answer, not from the rows loaded", () => {
    const earnings = testEarnings({
      earned: 1455.88,
      deliveries: 1379.88,
      rides: 76,
      today: 59.38,
      today_jobs: 3,
      held: 10,
      cash_commission: 4.2,
      direct: 300,
    });
    expect(courierEarnings(earnings)).toEqual({
      total: 1455.88,
      today: 59.38,
      todayCount: 3,
      deliveries: 1379.88,
      rides: 76,
      held: 10,
      owed: 4.2,
    });
    expect(courierEarnings(testEarnings())).toEqual({ total: 0, today: 0, todayCount: 0, deliveries: 0, rides: 0, held: 0, owed: 0 });
  });
});

describe('earningsEntries', () => {
  it("lists the loaded pages' completed jobs in the server's order", () => {
    const pages = [
      {
        items: [
          testDelivery({ id: 9, status: 'delivered', fare: 22.5, delivered_at: '2026-11-22T09:00:00.000Z' }),
          testDelivery({ id: 8, status: 'cancelled' }),
        ],
      },
      { items: [testDelivery({ id: 4, status: 'delivered', fare: 10, delivered_at: null, updated_at: '2026-11-21T12:00:00.000Z' })] },
    ];
    expect(earningsEntries(pages)).toEqual([
      { key: 'delivery-9', kind: 'delivery', id: 9, date: '2026-11-22T09:00:00.000Z', item: 'Phone in a box', fare: 22.5 },
      { key: 'delivery-4', kind: 'delivery', id: 4, date: '2026-11-21T12:00:00.000Z', item: 'Phone in a box', fare: 10 },
    ]);
    expect(earningsEntries([])).toEqual([]);
  });
});

describe('rideEarningsEntries', () => {
  it('lists completed rides, cash and Mobile Money alike; a cancelled ride earned nothing', () => {
    const ride = (id: number, status: string, completed_at: string | null) => ({
      id,
      status: status as 'completed',
      completed_at,
      updated_at: '2026-11-22T08:00:00.000Z',
      dropoff_address: 'Madina Market',
      fare: 38,
    });
    expect(rideEarningsEntries([{ items: [ride(5, 'completed', '2026-11-22T10:00:00.000Z'), ride(4, 'cancelled', null)] }])).toEqual([
      { key: 'ride-5', kind: 'ride', id: 5, date: '2026-11-22T10:00:00.000Z', item: 'Madina Market', fare: 38 },
    ]);
  });
});

describe('mergeEarnings', () => {
  const entry = (kind: EarningsEntry['kind'], id: number, date: string): EarningsEntry => ({
    key: `${kind}-${id}`,
    kind,
    id,
    date,
    item: 'x',
    fare: 1,
  });

  it('puts deliveries and rides in one list, newest first', () => {
    const deliveries = [entry('delivery', 2, '2026-11-22T09:00:00.000Z'), entry('delivery', 1, '2026-11-20T09:00:00.000Z')];
    const rides = [entry('ride', 7, '2026-11-22T10:00:00.000Z'), entry('ride', 6, '2026-11-21T10:00:00.000Z')];
    expect(
      mergeEarnings([
        { entries: deliveries, more: false },
        { entries: rides, more: false },
      ]).map((item) => item.key),
    ).toEqual(['ride-7', 'delivery-2', 'ride-6', 'delivery-1']);
  });

  it('hides what is older than the last loaded line of a list with more pages, so nothing shows out of order', () => {
    const deliveries = [entry('delivery', 2, '2026-11-22T09:00:00.000Z'), entry('delivery', 1, '2026-11-21T09:00:00.000Z')];
    const rides = [entry('ride', 7, '2026-11-22T10:00:00.000Z'), entry('ride', 6, '2026-11-18T10:00:00.000Z')];
    // The next page of deliveries may hold 20 November: the ride of the 18th waits for it.
    expect(
      mergeEarnings([
        { entries: deliveries, more: true },
        { entries: rides, more: false },
      ]).map((item) => item.key),
    ).toEqual(['ride-7', 'delivery-2', 'delivery-1']);
    expect(
      mergeEarnings([
        { entries: [], more: false },
        { entries: [], more: false },
      ]),
    ).toEqual([]);
  });
});
