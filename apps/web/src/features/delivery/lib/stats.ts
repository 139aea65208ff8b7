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

export type Achievement = { id: string; title: string; description: string; earned: boolean; progress: number; goal: number };

function achievement(id: string, title: string, description: string, progress: number, goal: number): Achievement {
  return { id, title, description, earned: progress >= goal, progress: Math.min(progress, goal), goal };
}

/** The customer's achievements; each shows its progress toward the goal. */
export function achievements(customer: DeliveryStats['customer']): Achievement[] {
  return [
    achievement('first', 'First Delivery', 'Complete your first delivery.', customer.deliveries, 1),
    achievement('regular', 'Regular Sender', 'Complete 5 deliveries.', customer.deliveries, 5),
    achievement('pro', 'Delivery Pro', 'Complete 20 deliveries.', customer.deliveries, 20),
    achievement('fast', 'In a Hurry', 'Send 3 express or urgent deliveries.', customer.fast_deliveries, 3),
    achievement('critic', 'Helpful Reviewer', 'Rate 3 completed deliveries.', customer.ratings_given, 3),
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
