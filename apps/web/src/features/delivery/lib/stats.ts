import type { Delivery, DeliveryStats } from '@dwa/shared/delivery';
import type { DeliveryRole } from '../api/query-keys';

// The History tab's statistics and achievements and the courier's earnings, from GET /delivery/stats:
// the server counts every row (a delivery is a delivered one; money is the sum of delivered fares;
// today is the UTC day, Ghana time). The browser never totals the page of rows it happens to hold.

export type HistoryFigures = {
  /** Delivered. */
  deliveries: number;
  cancelled: number;
  /** Cedis: spent as a customer, earned as a courier. */
  money: number;
  /** Stars given as a customer, received as a courier; null before any rating. */
  averageRating: number | null;
};

export function historyFigures(stats: DeliveryStats, role: DeliveryRole): HistoryFigures {
  if (role === 'customer') {
    const { customer } = stats;
    return { deliveries: customer.deliveries, cancelled: customer.cancelled, money: customer.spent, averageRating: customer.average_rating_given };
  }
  const courier = stats.courier;
  return { deliveries: courier?.deliveries ?? 0, cancelled: courier?.cancelled ?? 0, money: courier?.earned ?? 0, averageRating: courier?.average_rating ?? null };
}

/** `id` names its title and description in the delivery messages ('achievement.first', 'achievement.first.text'). */
export type Achievement = { id: 'first' | 'regular' | 'pro' | 'fast' | 'critic'; earned: boolean; progress: number; goal: number };

function achievement(id: Achievement['id'], progress: number, goal: number): Achievement {
  return { id, earned: progress >= goal, progress: Math.min(progress, goal), goal };
}

/** The customer's achievements (First Delivery, Regular Sender, Delivery Pro, In a Hurry, Helpful Reviewer); each shows its progress toward the goal. */
export function achievements(customer: DeliveryStats['customer']): Achievement[] {
  return [
    achievement('first', customer.deliveries, 1),
    achievement('regular', customer.deliveries, 5),
    achievement('pro', customer.deliveries, 20),
    achievement('fast', customer.fast_deliveries, 3),
    achievement('critic', customer.ratings_given, 3),
  ];
}

export type Earnings = { total: number; today: number; todayCount: number };

/** The earnings totals: all time and today (the server's UTC day). */
export function courierEarnings(stats: DeliveryStats): Earnings {
  const courier = stats.courier;
  return { total: courier?.earned ?? 0, today: courier?.today_earned ?? 0, todayCount: courier?.today_deliveries ?? 0 };
}

export type EarningsEntry = { id: number; date: string; item: string; fare: number };

/** One line per completed job of the pages loaded so far, in the server's order (newest first). */
export function earningsEntries(pages: readonly { items: readonly Delivery[] }[]): EarningsEntry[] {
  return pages.flatMap((page) =>
    page.items.filter((d) => d.status === 'delivered').map((d) => ({ id: d.id, date: d.delivered_at ?? d.updated_at, item: d.item_description, fare: d.fare })),
  );
}
