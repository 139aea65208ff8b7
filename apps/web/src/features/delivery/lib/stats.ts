import type { Delivery } from '@dwa/shared/delivery';

export type HistoryStats = {
  total: number;
  completed: number;
  cancelled: number;
  /** Cedis, sum of completed fares. */
  spent: number;
  rated: number;
  /** Average of the stars given, 1 decimal; null before any rating. */
  averageRating: number | null;
  fastCount: number;
};

const cents = (cedis: number) => Math.round(cedis * 100);

/** The History tab's statistics, from the customer's finished deliveries. */
export function historyStats(deliveries: readonly Delivery[]): HistoryStats {
  const completed = deliveries.filter((d) => d.status === 'delivered');
  const ratings = completed.map((d) => d.rating?.stars).filter((stars): stars is number => typeof stars === 'number');
  const spent = completed.reduce((sum, d) => sum + cents(d.fare), 0) / 100;
  return {
    total: deliveries.length,
    completed: completed.length,
    cancelled: deliveries.filter((d) => d.status === 'cancelled').length,
    spent,
    rated: ratings.length,
    averageRating: ratings.length ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10 : null,
    fastCount: completed.filter((d) => d.urgency !== 'standard').length,
  };
}

export type Achievement = { id: string; title: string; description: string; earned: boolean; progress: number; goal: number };

function achievement(id: string, title: string, description: string, progress: number, goal: number): Achievement {
  return { id, title, description, earned: progress >= goal, progress: Math.min(progress, goal), goal };
}

/** Achievements earned from the same data; each shows its progress toward the goal. */
export function achievements(stats: HistoryStats): Achievement[] {
  return [
    achievement('first', 'First Delivery', 'Complete your first delivery.', stats.completed, 1),
    achievement('regular', 'Regular Sender', 'Complete 5 deliveries.', stats.completed, 5),
    achievement('pro', 'Delivery Pro', 'Complete 20 deliveries.', stats.completed, 20),
    achievement('fast', 'In a Hurry', 'Send 3 express or urgent deliveries.', stats.fastCount, 3),
    achievement('critic', 'Helpful Reviewer', 'Rate 3 completed deliveries.', stats.rated, 3),
  ];
}

export type Earnings = { items: { id: number; date: string; item: string; fare: number }[]; total: number; today: number; todayCount: number };

/** The courier's earnings list: completed jobs, newest first, with totals (today in the viewer's day). */
export function courierEarnings(deliveries: readonly Delivery[], now: Date = new Date()): Earnings {
  const done = deliveries
    .filter((d) => d.status === 'delivered')
    .map((d) => ({ id: d.id, date: d.delivered_at ?? d.updated_at, item: d.item_description, fare: d.fare }))
    .sort((a, b) => b.date.localeCompare(a.date));
  const sameDay = (iso: string) => new Date(iso).toDateString() === now.toDateString();
  const today = done.filter((entry) => sameDay(entry.date));
  return {
    items: done,
    total: done.reduce((sum, entry) => sum + cents(entry.fare), 0) / 100,
    today: today.reduce((sum, entry) => sum + cents(entry.fare), 0) / 100,
    todayCount: today.length,
  };
}
