import { DELIVERY_CURRENCY, type DeliveryEarnings, type DeliveryStats } from '@dwa/shared/delivery';
import { pesewasToCedis } from '@dwa/shared/money';
import type { Executor } from '@dwa/db/client';
import type { AuthUser } from '../../plugins/auth';
import type { LedgerService } from '../ledger/ledger.service';
import { courierCounts, customerCounts, directDeliveries, driverRideCounts, ratingSummaries, ratingsGiven } from './delivery.repo';

// GET /delivery/stats: every figure the History tab, its achievements and the driver board show,
// computed from all the rows (never from a page the browser holds). A delivery counts once it is
// delivered; spent is the sum of delivered fares, and a courier's earnings add the fares of the rides
// they completed as a driver (cash or Mobile Money); "today" is the UTC day, which is Ghana's
// (UTC+0 all year), so the server alone decides what today is. Those sums are fares, before commission;
// the dashboard's earnings come from the ledger (deliveryEarnings, GET /delivery/earnings).

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
    const day = utcDay(at);
    const [counts, driven, summaries] = await Promise.all([
      courierCounts(db, user.id, day),
      driverRideCounts(db, user.id, day),
      ratingSummaries(db, [user.id]),
    ]);
    const summary = summaries.get(user.id);
    courier = {
      deliveries: Number(counts.delivered),
      active: Number(counts.active),
      cancelled: Number(counts.cancelled),
      earned: pesewasToCedis(Number(counts.earned) + Number(driven.earned)),
      rides: Number(driven.completed),
      rides_earned: pesewasToCedis(Number(driven.earned)),
      today_deliveries: Number(counts.todayDelivered),
      today_rides: Number(driven.todayCompleted),
      today_earned: pesewasToCedis(Number(counts.todayEarned) + Number(driven.todayEarned)),
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

/**
 * GET /delivery/earnings: what the courier (and driver) earned, from the ledger (ADR 057), after Dwa's
 * commission: shop deliveries and rides as the ledger credited them (Mobile Money once released, cash
 * at the handover less the commission owed), plus the fares of deliveries customers booked directly
 * (paid to the courier outside Dwa, no commission). Today is the UTC day, Ghana's.
 */
export async function deliveryEarnings(
  db: Executor,
  ledger: Pick<LedgerService, 'courierEarnings'>,
  user: AuthUser,
  at: Date,
): Promise<DeliveryEarnings> {
  const day = utcDay(at);
  const [books, direct] = await Promise.all([ledger.courierEarnings(db, user.id, day), directDeliveries(db, user.id, day)]);
  const deliveries = books.deliveries + direct.earned;
  return {
    currency: DELIVERY_CURRENCY,
    earned: pesewasToCedis(deliveries + books.rides),
    deliveries: pesewasToCedis(deliveries),
    rides: pesewasToCedis(books.rides),
    today: pesewasToCedis(books.todayDeliveries + books.todayRides + direct.todayEarned),
    today_jobs: books.todayJobs + direct.todayDelivered,
    held: pesewasToCedis(books.held),
    cash_commission: pesewasToCedis(books.cashCommission),
    direct: pesewasToCedis(direct.earned),
  };
}
