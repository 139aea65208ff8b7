import { DELIVERY_CURRENCY, type DeliveryStats } from '@dwa/shared/delivery';
import { pesewasToCedis } from '@dwa/shared/money';
import type { Executor } from '@dwa/db/client';
import type { AuthUser } from '../../plugins/auth';
import { courierCounts, customerCounts, ratingSummaries, ratingsGiven } from './delivery.repo';

// GET /delivery/stats: every figure the History tab, its achievements and the driver board show,
// computed from all the rows (never from a page the browser holds). A delivery counts once it is
// delivered; spent and earned are sums of delivered fares; "today" is the UTC day, which is Ghana's
// (UTC+0 all year), so the server alone decides what today is.

const MS_PER_DAY = 86_400_000;

/** The UTC calendar day that contains `at`, as [start, end). */
export function utcDay(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { start, end: new Date(start.getTime() + MS_PER_DAY) };
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

export async function deliveryStats(db: Executor, user: AuthUser, at: Date): Promise<DeliveryStats> {
  const [mine, given] = await Promise.all([customerCounts(db, user.id), ratingsGiven(db, user.id)]);
  let courier: DeliveryStats['courier'] = null;
  if (user.userType === 'COURIER') {
    const [counts, summaries] = await Promise.all([courierCounts(db, user.id, utcDay(at)), ratingSummaries(db, [user.id])]);
    const summary = summaries.get(user.id);
    courier = {
      deliveries: Number(counts.delivered),
      active: Number(counts.active),
      cancelled: Number(counts.cancelled),
      earned: pesewasToCedis(Number(counts.earned)),
      today_deliveries: Number(counts.todayDelivered),
      today_earned: pesewasToCedis(Number(counts.todayEarned)),
      average_rating: oneDecimal(summary?.average ?? null),
      ratings_count: summary?.count ?? 0,
    };
  }
  return {
    currency: DELIVERY_CURRENCY,
    customer: {
      deliveries: Number(mine.delivered),
      active: Number(mine.active),
      cancelled: Number(mine.cancelled),
      spent: pesewasToCedis(Number(mine.spent)),
      fast_deliveries: Number(mine.fast),
      ratings_given: given.count,
      average_rating_given: oneDecimal(given.average),
    },
    courier,
  };
}
