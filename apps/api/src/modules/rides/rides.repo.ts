import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { rideEvents, rideMessages, rideRatings, rides } from '@dwa/db/schema';
import type { RideStatus, RideVehicle } from '@dwa/shared/rides-rules';
import type { Executor } from '@dwa/db/client';
import { newestById } from '../../lib/page-cursor';

// Drizzle queries for rides, their events, chat and ratings, and nothing else (the fleet's couriers,
// profiles and support tickets are the delivery module's: dispatch.service.ts).

export type RideRow = typeof rides.$inferSelect;
export type NewRide = typeof rides.$inferInsert;
export type RideEventRow = typeof rideEvents.$inferSelect;
export type RideMessageRow = typeof rideMessages.$inferSelect;
export type RideRatingRow = typeof rideRatings.$inferSelect;

export async function insertRide(db: Executor, values: NewRide): Promise<RideRow> {
  const [row] = await db.insert(rides).values(values).returning();
  return row!;
}

export async function findRide(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<RideRow | null> {
  const query = db.select().from(rides).where(eq(rides.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Moves a ride on only from the status it was read in (a second guard beside the row lock). */
export async function updateRide(db: Executor, id: number, from: RideStatus, set: Partial<NewRide>): Promise<RideRow | null> {
  const [row] = await db
    .update(rides)
    .set(set)
    .where(and(eq(rides.id, id), eq(rides.status, from)))
    .returning();
  return row ?? null;
}

/**
 * The accept race: only a requested ride with no driver is claimed; null when another driver got it
 * first. PostgreSQL re-checks the WHERE after waiting for a concurrent claim, so exactly one wins.
 */
export async function claimRide(db: Executor, id: number, driverId: number, at: Date): Promise<RideRow | null> {
  const [row] = await db
    .update(rides)
    .set({ status: 'accepted', driverId, acceptedAt: at, updatedAt: at })
    .where(and(eq(rides.id, id), eq(rides.status, 'requested'), isNull(rides.driverId)))
    .returning();
  return row ?? null;
}

/** Counts one wrong trip code and answers the tries so far. */
export async function addCodeTry(db: Executor, id: number, at: Date): Promise<number> {
  const [row] = await db
    .update(rides)
    .set({ codeTries: sql`${rides.codeTries} + 1`, updatedAt: at })
    .where(eq(rides.id, id))
    .returning({ tries: rides.codeTries });
  return row?.tries ?? 0;
}

/** Newest first; `beforeId` continues after the previous page's last row. */
export async function listRides(
  db: Executor,
  filter: { riderId?: number; driverId?: number; statuses?: readonly RideStatus[]; beforeId?: number; limit: number },
): Promise<RideRow[]> {
  return newestById(
    db,
    rides,
    [
      filter.riderId === undefined ? undefined : eq(rides.riderId, filter.riderId),
      filter.driverId === undefined ? undefined : eq(rides.driverId, filter.driverId),
      filter.statuses && inArray(rides.status, [...filter.statuses]),
    ],
    filter,
  );
}

/** Requested rides for one vehicle, oldest first, leaving out the driver's own. */
export async function openRides(db: Executor, vehicle: RideVehicle, exceptRiderId: number, limit: number): Promise<RideRow[]> {
  return db
    .select()
    .from(rides)
    .where(and(eq(rides.status, 'requested'), eq(rides.vehicle, vehicle), isNull(rides.driverId), ne(rides.riderId, exceptRiderId)))
    .orderBy(asc(rides.id))
    .limit(limit);
}

/** The driver's rides on the way or on the trip (their riders follow the driver's position). */
export async function activeRidesOf(db: Executor, driverId: number): Promise<RideRow[]> {
  return db
    .select()
    .from(rides)
    .where(and(eq(rides.driverId, driverId), inArray(rides.status, ['accepted', 'arrived', 'started'])));
}

// ---- events ----

export async function insertRideEvent(db: Executor, values: typeof rideEvents.$inferInsert): Promise<void> {
  await db.insert(rideEvents).values(values);
}

export async function eventsOfRides(db: Executor, rideIds: number[]): Promise<RideEventRow[]> {
  if (rideIds.length === 0) return [];
  return db.select().from(rideEvents).where(inArray(rideEvents.rideId, rideIds)).orderBy(asc(rideEvents.id));
}

// ---- chat ----

export async function insertRideMessage(db: Executor, values: typeof rideMessages.$inferInsert): Promise<RideMessageRow> {
  const [row] = await db.insert(rideMessages).values(values).returning();
  return row!;
}

export async function messagesOfRide(db: Executor, rideId: number, limit: number): Promise<RideMessageRow[]> {
  const rows = await db.select().from(rideMessages).where(eq(rideMessages.rideId, rideId)).orderBy(desc(rideMessages.id)).limit(limit);
  return rows.reverse();
}

// ---- ratings ----

/** Once per side: false when this side has rated the ride already. */
export async function insertRideRating(db: Executor, values: typeof rideRatings.$inferInsert): Promise<boolean> {
  const rows = await db.insert(rideRatings).values(values).onConflictDoNothing().returning({ rideId: rideRatings.rideId });
  return rows.length > 0;
}

export async function ratingsOfRides(db: Executor, rideIds: number[]): Promise<RideRatingRow[]> {
  if (rideIds.length === 0) return [];
  return db.select().from(rideRatings).where(inArray(rideRatings.rideId, rideIds));
}

/** Average stars riders got from their drivers (null before any). */
export async function riderRatings(db: Executor, riderIds: number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (riderIds.length === 0) return result;
  const rows = await db
    .select({ riderId: rideRatings.rateeId, average: sql<string | number>`avg(${rideRatings.stars})` })
    .from(rideRatings)
    .where(and(inArray(rideRatings.rateeId, riderIds), eq(rideRatings.raterRole, 'driver')))
    .groupBy(rideRatings.rateeId);
  for (const row of rows) if (row.riderId !== null) result.set(row.riderId, Number(row.average));
  return result;
}
