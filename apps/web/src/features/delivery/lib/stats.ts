import type { Delivery, DeliveryEarnings, DeliveryStats } from '@dwa/shared/delivery';
import type { Ride } from '@dwa/shared/rides';
import type { DeliveryRole } from '../api/query-keys';

// The History tab's statistics and achievements, from GET /delivery/stats: the server counts every
// row (a delivery is a delivered one; a customer's money is the sum of delivered fares; today is the
// UTC day, Ghana time). A courier's earnings are the ledger's, after commission (GET
// /delivery/earnings, ADR 057). The browser never totals the page of rows it happens to hold.

export type HistoryFigures = {
  /** Delivered. */
  deliveries: number;
  cancelled: number;
  /** Cedis: spent as a customer, earned as a courier. */
  money: number;
  /** Stars given as a customer, received as a courier; null before any rating. */
  averageRating: number | null;
};

/** `earnings`: the courier's, from the ledger (their money figure); not needed for the customer. */
export function historyFigures(stats: DeliveryStats, role: DeliveryRole, earnings?: DeliveryEarnings | null): HistoryFigures {
  if (role === 'customer') {
    const { customer } = stats;
    return {
      deliveries: customer.deliveries,
      cancelled: customer.cancelled,
      money: customer.spent,
      averageRating: customer.average_rating_given,
    };
  }
  const courier = stats.courier;
  return {
    deliveries: courier?.deliveries ?? 0,
    cancelled: courier?.cancelled ?? 0,
    money: earnings?.earned ?? 0,
    averageRating: courier?.average_rating ?? null,
  };
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

export type Earnings = { total: number; today: number; todayCount: number; deliveries: number; rides: number; held: number; owed: number };

/**
 * The earnings totals, as the ledger has them (after commission): all time and credited today (the
 * server's UTC day), deliveries and rides, what is held for paid deliveries, and the commission owed
 * on cash jobs.
 */
export function courierEarnings(earnings: DeliveryEarnings): Earnings {
  return {
    total: earnings.earned,
    today: earnings.today,
    todayCount: earnings.today_jobs,
    deliveries: earnings.deliveries,
    rides: earnings.rides,
    held: earnings.held,
    owed: earnings.cash_commission,
  };
}

export type EarningsEntry = { key: string; kind: 'delivery' | 'ride'; id: number; date: string; item: string; fare: number };

/** One line per completed job of the pages loaded so far, in the server's order (newest first). */
export function earningsEntries(pages: readonly { items: readonly Delivery[] }[]): EarningsEntry[] {
  return pages.flatMap((page) =>
    page.items
      .filter((d) => d.status === 'delivered')
      .map((d) => ({
        key: `delivery-${d.id}`,
        kind: 'delivery' as const,
        id: d.id,
        date: d.delivered_at ?? d.updated_at,
        item: d.item_description,
        fare: d.fare,
      })),
  );
}

/** One line per completed ride of the driver's history pages loaded so far (cancelled rides earned nothing). */
export function rideEarningsEntries(
  pages: readonly { items: readonly Pick<Ride, 'id' | 'status' | 'completed_at' | 'updated_at' | 'dropoff_address' | 'fare'>[] }[],
): EarningsEntry[] {
  return pages.flatMap((page) =>
    page.items
      .filter((ride) => ride.status === 'completed')
      .map((ride) => ({
        key: `ride-${ride.id}`,
        kind: 'ride' as const,
        id: ride.id,
        date: ride.completed_at ?? ride.updated_at,
        item: ride.dropoff_address,
        fare: ride.fare,
      })),
  );
}

/**
 * Deliveries and rides in one list, newest first. A list with pages still to load hides what is
 * older than its last loaded entry (it may hold newer lines than those), so the merged order is
 * never wrong; Load more brings them in.
 */
export function mergeEarnings(lists: readonly { entries: readonly EarningsEntry[]; more: boolean }[]): EarningsEntry[] {
  const time = (entry: EarningsEntry) => Date.parse(entry.date);
  const cutoff = Math.max(
    -Infinity,
    ...lists.filter((list) => list.more && list.entries.length > 0).map((list) => Math.min(...list.entries.map(time))),
  );
  return lists
    .flatMap((list) => list.entries)
    .filter((entry) => time(entry) >= cutoff)
    .sort((a, b) => time(b) - time(a) || (a.kind === b.kind ? b.id - a.id : a.kind === 'ride' ? 1 : -1));
}
