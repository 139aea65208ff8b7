import { and, asc, avg, count, desc, eq, exists, gte, inArray, isNull, lt, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { SCORE_MONTHS, smoothedScore } from '@dwa/shared/scores';
import {
  courierProfiles,
  deliveries,
  deliveryEvents,
  deliveryMessages,
  deliveryRatings,
  orders,
  rideRatings,
  rides,
  supportTickets,
  users,
} from '@dwa/db/schema';
import type { DeliveryStatus } from '@dwa/shared/delivery';
import type { Executor } from '@dwa/db/client';
import { newestById } from '../../lib/page-cursor';

// Drizzle queries for deliveries, couriers, delivery chat, ratings and support tickets, and nothing
// else (the 'Become a Courier' applications are courier.repo.ts).

export type DeliveryRow = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
export type EventRow = typeof deliveryEvents.$inferSelect;
export type MessageRow = typeof deliveryMessages.$inferSelect;
export type RatingRow = typeof deliveryRatings.$inferSelect;
export type ProfileRow = typeof courierProfiles.$inferSelect;
export type TicketRow = typeof supportTickets.$inferSelect;
export type PartyRow = { id: number; name: string; phone: string | null; email: string; userType: string };

// ---- deliveries ----

export async function insertDelivery(db: Executor, values: NewDelivery): Promise<DeliveryRow> {
  const [row] = await db.insert(deliveries).values(values).returning();
  return row!;
}

export async function findDelivery(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<DeliveryRow | null> {
  const query = db.select().from(deliveries).where(eq(deliveries.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateDelivery(db: Executor, id: number, set: Partial<NewDelivery>): Promise<DeliveryRow> {
  const [row] = await db.update(deliveries).set(set).where(eq(deliveries.id, id)).returning();
  return row!;
}

/** The accept race: only an open job with no courier is claimed; null when someone else got it first. */
export async function claimJob(db: Executor, id: number, courierId: number, at: Date): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(deliveries)
    .set({ status: 'accepted', courierId, acceptedAt: at, updatedAt: at })
    .where(and(eq(deliveries.id, id), eq(deliveries.status, 'requested'), isNull(deliveries.courierId)))
    .returning();
  return row ?? null;
}

/** Support lets the courier enter the handover code again. */
export async function resetHandoverTries(db: Executor, id: number, at: Date): Promise<DeliveryRow> {
  const [row] = await db.update(deliveries).set({ handoverTries: 0, updatedAt: at }).where(eq(deliveries.id, id)).returning();
  return row!;
}

/** Counts one wrong handover code and answers the tries so far (updated_at: when the last one was entered). */
export async function addHandoverTry(db: Executor, id: number, at: Date): Promise<number> {
  const [row] = await db
    .update(deliveries)
    .set({ handoverTries: sql`${deliveries.handoverTries} + 1`, updatedAt: at })
    .where(eq(deliveries.id, id))
    .returning({ tries: deliveries.handoverTries });
  return row?.tries ?? 0;
}

/** Deliveries waiting in one of `statuses` with at least `minTries` wrong handover codes (locked), newest id first. */
export async function listLockedDeliveries(
  db: Executor,
  filter: { statuses: readonly DeliveryStatus[]; minTries: number; beforeId?: number; limit: number },
): Promise<DeliveryRow[]> {
  return newestById(
    db,
    deliveries,
    [inArray(deliveries.status, [...filter.statuses]), sql`${deliveries.handoverTries} >= ${filter.minTries}`],
    filter,
  );
}

/** Newest first; `beforeId` continues after the previous page's last row. */
export async function listDeliveries(
  db: Executor,
  filter: { customerId?: number; courierId?: number; statuses?: readonly DeliveryStatus[]; beforeId?: number; limit: number },
): Promise<DeliveryRow[]> {
  return newestById(
    db,
    deliveries,
    [
      filter.customerId === undefined ? undefined : eq(deliveries.customerId, filter.customerId),
      filter.courierId === undefined ? undefined : eq(deliveries.courierId, filter.courierId),
      filter.statuses && inArray(deliveries.status, [...filter.statuses]),
    ],
    filter,
  );
}

/**
 * Open requests, oldest first, leaving out the caller's own. With `areas` (the courier's regions), a
 * shop order's job shows only when the order's region is one of them; a parcel has no region and shows.
 */
export async function openJobs(
  db: Executor,
  exceptCustomerId: number,
  limit: number,
  areas: readonly string[] = [],
): Promise<DeliveryRow[]> {
  const inAreas =
    areas.length === 0
      ? undefined
      : or(
          isNull(deliveries.orderId),
          exists(
            db
              .select({ one: sql`1` })
              .from(orders)
              .where(and(eq(orders.id, deliveries.orderId), inArray(orders.region, [...areas]))),
          ),
        );
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.status, 'requested'), isNull(deliveries.courierId), ne(deliveries.customerId, exceptCustomerId), inAreas))
    .orderBy(asc(deliveries.id))
    .limit(limit);
}

/** The courier's jobs in progress (their customers follow the courier's position). */
export async function activeJobsOf(db: Executor, courierId: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.courierId, courierId), inArray(deliveries.status, ['accepted', 'picked_up', 'in_transit', 'nearby'])));
}

// ---- tracking events ----

export async function insertEvent(db: Executor, values: typeof deliveryEvents.$inferInsert): Promise<void> {
  await db.insert(deliveryEvents).values(values);
}

export async function eventsOf(db: Executor, deliveryIds: number[]): Promise<EventRow[]> {
  if (deliveryIds.length === 0) return [];
  return db.select().from(deliveryEvents).where(inArray(deliveryEvents.deliveryId, deliveryIds)).orderBy(asc(deliveryEvents.id));
}

// ---- people ----

export async function partiesByIds(db: Executor, ids: number[]): Promise<PartyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, phone: users.phone, email: users.email, userType: users.userType })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * Who hands over the goods of these shop orders: each order's seller, by their business name and
 * phone (else their own). A read of the orders and users tables for display (ADR 014).
 */
export async function sellerContactsOfOrders(
  db: Executor,
  orderIds: number[],
): Promise<Map<number, { name: string; phone: string | null }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      name: users.name,
      businessName: users.businessName,
      phone: users.phone,
      businessPhone: users.businessPhone,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.sellerId))
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.orderId, { name: row.businessName?.trim() || row.name, phone: row.businessPhone ?? row.phone }]));
}

// ---- courier profiles ----

export async function profilesByIds(db: Executor, ids: number[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(courierProfiles).where(inArray(courierProfiles.userId, ids));
}

export async function upsertProfile(db: Executor, values: typeof courierProfiles.$inferInsert): Promise<ProfileRow> {
  const { userId: _userId, createdAt: _createdAt, ...set } = values;
  const [row] = await db.insert(courierProfiles).values(values).onConflictDoUpdate({ target: courierProfiles.userId, set }).returning();
  return row!;
}

export async function onlineCourierIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: courierProfiles.userId })
    .from(courierProfiles)
    .innerJoin(users, eq(users.id, courierProfiles.userId))
    .where(and(eq(courierProfiles.online, true), eq(users.userType, 'COURIER')));
  return rows.map((row) => row.id);
}

/** A courier's rating: the smoothed score of ADR 074 (null before any), the plain average and the count, over the last 12 months. */
export type RatingSummary = { score: number | null; average: number | null; count: number };

/**
 * Per courier, their customers' ratings and their riders' (one fleet, one rating) of the last
 * SCORE_MONTHS months: the same smoothed score as sellers' (smoothedScore, ADR 074), the plain
 * average (the courier's own dashboard) and the count.
 */
export async function ratingSummaries(db: Executor, courierIds: number[]): Promise<Map<number, RatingSummary>> {
  const result = new Map<number, RatingSummary>();
  if (courierIds.length === 0) return result;
  // The database's clock, as the sellers' kept scores use (migration 0029).
  const window = sql.raw(`now() - interval '${SCORE_MONTHS} months'`);
  const fromDeliveries = await db
    .select({ courierId: deliveryRatings.courierId, total: sum(deliveryRatings.stars), count: count() })
    .from(deliveryRatings)
    .where(and(inArray(deliveryRatings.courierId, courierIds), gte(deliveryRatings.createdAt, window)))
    .groupBy(deliveryRatings.courierId);
  const fromRides = await db
    .select({ courierId: rideRatings.rateeId, total: sum(rideRatings.stars), count: count() })
    .from(rideRatings)
    .where(and(inArray(rideRatings.rateeId, courierIds), eq(rideRatings.raterRole, 'rider'), gte(rideRatings.createdAt, window)))
    .groupBy(rideRatings.rateeId);
  const totals = new Map<number, { total: number; count: number }>();
  for (const row of [...fromDeliveries, ...fromRides]) {
    if (row.courierId === null) continue;
    const seen = totals.get(row.courierId) ?? { total: 0, count: 0 };
    totals.set(row.courierId, { total: seen.total + Number(row.total ?? 0), count: seen.count + Number(row.count) });
  }
  for (const [courierId, { total, count: n }] of totals)
    result.set(courierId, { score: smoothedScore({ count: n, sum: total }), average: n > 0 ? total / n : null, count: n });
  return result;
}

// ---- chat ----

export async function insertMessage(db: Executor, values: typeof deliveryMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(deliveryMessages).values(values).returning();
  return row!;
}

export async function messagesOf(db: Executor, deliveryId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(deliveryMessages)
    .where(eq(deliveryMessages.deliveryId, deliveryId))
    .orderBy(desc(deliveryMessages.id))
    .limit(limit);
  return rows.reverse();
}

// ---- ratings ----

export async function ratingsOf(db: Executor, deliveryIds: number[]): Promise<RatingRow[]> {
  if (deliveryIds.length === 0) return [];
  return db.select().from(deliveryRatings).where(inArray(deliveryRatings.deliveryId, deliveryIds));
}

export async function upsertRating(db: Executor, values: typeof deliveryRatings.$inferInsert): Promise<void> {
  await db
    .insert(deliveryRatings)
    .values(values)
    .onConflictDoUpdate({
      target: deliveryRatings.deliveryId,
      set: { stars: values.stars, review: values.review, updatedAt: values.updatedAt },
    });
}

// ---- statistics ----

// A delivery counts once it is delivered; money is the sum of delivered fares. Raw aggregates come
// back as strings from node-postgres and numbers from PGlite: callers wrap them in Number().
type Aggregate = SQL<string | number>;
const delivered = sql`${deliveries.status} = 'delivered'`;
const countWhere = (condition: SQL): Aggregate => sql`count(*) filter (where ${condition})`;
const pesewasWhere = (condition: SQL): Aggregate => sql`coalesce(sum(${deliveries.farePesewas}) filter (where ${condition}), 0)`;
const inProgress = sql`${deliveries.status} in ('requested', 'accepted', 'picked_up', 'in_transit', 'nearby')`;

export async function customerCounts(db: Executor, customerId: number) {
  const [row] = await db
    .select({
      delivered: countWhere(delivered),
      active: countWhere(inProgress),
      cancelled: countWhere(sql`${deliveries.status} = 'cancelled'`),
      spent: pesewasWhere(delivered),
      fast: countWhere(sql`${delivered} and ${deliveries.urgency} <> 'standard'`),
    })
    .from(deliveries)
    .where(eq(deliveries.customerId, customerId));
  return row!;
}

/** `day` is [start, end): deliveries delivered in it count as today's. */
export async function courierCounts(db: Executor, courierId: number, day: { start: Date; end: Date }) {
  const today = sql`${delivered} and ${deliveries.deliveredAt} >= ${day.start.toISOString()}::timestamptz and ${deliveries.deliveredAt} < ${day.end.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      delivered: countWhere(delivered),
      active: countWhere(inProgress),
      cancelled: countWhere(sql`${deliveries.status} = 'cancelled'`),
      earned: pesewasWhere(delivered),
      todayDelivered: countWhere(today),
      todayEarned: pesewasWhere(today),
    })
    .from(deliveries)
    .where(eq(deliveries.courierId, courierId));
  return row!;
}

/**
 * The deliveries a customer booked directly that this courier delivered, all time and in `day`: their
 * fares are paid by the customer to the courier, outside Dwa's money (no ledger transfer, no commission).
 */
export async function directDeliveries(db: Executor, courierId: number, day: { start: Date; end: Date }) {
  const direct = sql`${delivered} and ${deliveries.orderId} is null`;
  const today = sql`${direct} and ${deliveries.deliveredAt} >= ${day.start.toISOString()}::timestamptz and ${deliveries.deliveredAt} < ${day.end.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ earned: pesewasWhere(direct), todayEarned: pesewasWhere(today), todayDelivered: countWhere(today) })
    .from(deliveries)
    .where(eq(deliveries.courierId, courierId));
  return { earned: Number(row?.earned ?? 0), todayEarned: Number(row?.todayEarned ?? 0), todayDelivered: Number(row?.todayDelivered ?? 0) };
}

/**
 * The rides this driver completed, all time and in `day` (by completion), and their fares: a driver
 * earns a ride's fare whether the rider pays cash or Mobile Money. Read here, for the driver's
 * earnings beside their deliveries (the rides table is the rides module's; ADR 014 allows a read).
 */
export async function driverRideCounts(db: Executor, driverId: number, day: { start: Date; end: Date }) {
  const completed = sql`${rides.status} = 'completed'`;
  const today = sql`${completed} and ${rides.completedAt} >= ${day.start.toISOString()}::timestamptz and ${rides.completedAt} < ${day.end.toISOString()}::timestamptz`;
  const fares = (condition: SQL): Aggregate => sql`coalesce(sum(${rides.farePesewas}) filter (where ${condition}), 0)`;
  const [row] = await db
    .select({ completed: countWhere(completed), earned: fares(completed), todayCompleted: countWhere(today), todayEarned: fares(today) })
    .from(rides)
    .where(eq(rides.driverId, driverId));
  return row!;
}

export async function ratingsGiven(db: Executor, customerId: number): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({ average: avg(deliveryRatings.stars), count: count() })
    .from(deliveryRatings)
    .where(eq(deliveryRatings.customerId, customerId));
  return { average: row?.average == null ? null : Number(row.average), count: Number(row?.count ?? 0) };
}

// ---- support tickets (a delivery's Report Issue, a ride's SOS: one queue for the fleet) ----

export async function insertTicket(db: Executor, values: typeof supportTickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row!;
}

export async function findTicket(db: Executor, id: number): Promise<TicketRow | null> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row ?? null;
}

export async function updateTicket(db: Executor, id: number, set: Partial<typeof supportTickets.$inferInsert>): Promise<TicketRow | null> {
  const [row] = await db.update(supportTickets).set(set).where(eq(supportTickets.id, id)).returning();
  return row ?? null;
}

/** Newest first; `beforeId` continues after the previous page's last ticket. */
export async function listTickets(db: Executor, filter: { status?: TicketRow['status']; beforeId?: number; limit: number }) {
  return db
    .select({ ticket: supportTickets, reporterName: users.name, deliveryStatus: deliveries.status, rideStatus: rides.status })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .leftJoin(deliveries, eq(deliveries.id, supportTickets.deliveryId))
    .leftJoin(rides, eq(rides.id, supportTickets.rideId))
    .where(
      and(
        filter.status ? eq(supportTickets.status, filter.status) : undefined,
        filter.beforeId === undefined ? undefined : lt(supportTickets.id, filter.beforeId),
      ),
    )
    .orderBy(desc(supportTickets.id))
    .limit(filter.limit);
}
