import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@dwa/db/client';
import { payoutEvents, payoutMethods, payouts, users } from '@dwa/db/schema';

// Drizzle queries for payout methods, payouts and their events, and nothing else.

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

export async function methodOf(db: Executor, userId: number): Promise<PayoutMethodRow | null> {
  const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId));
  return row ?? null;
}

export async function saveMethod(db: Executor, values: typeof payoutMethods.$inferInsert): Promise<PayoutMethodRow> {
  const { userId: _userId, createdAt: _createdAt, ...changes } = values;
  const [row] = await db
    .insert(payoutMethods)
    .values(values)
    .onConflictDoUpdate({ target: payoutMethods.userId, set: changes })
    .returning();
  return row!;
}

export async function insertPayout(db: Executor, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await db.insert(payouts).values(values).returning();
  return row!;
}

export async function findPayout(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<PayoutRow | null> {
  const query = db.select().from(payouts).where(eq(payouts.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPayoutByReference(db: Executor, reference: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.reference, reference));
  return row ?? null;
}

export async function findByIdempotencyKey(db: Executor, userId: number, key: string): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(payouts)
    .where(and(eq(payouts.userId, userId), eq(payouts.idempotencyKey, key)));
  return row ?? null;
}

/** Moves a payout from one of `from` to `changes.status`; null when it was not in one of them (someone else moved it). */
export async function movePayout(
  db: Executor,
  id: number,
  from: PayoutRow['status'][],
  changes: Partial<typeof payouts.$inferInsert>,
): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set(changes)
    .where(and(eq(payouts.id, id), inArray(payouts.status, from)))
    .returning();
  return row ?? null;
}

export async function setHold(
  db: Executor,
  id: number,
  hold: { heldAt: Date | null; heldReason: string | null; updatedAt: Date },
  whileStatus: PayoutRow['status'][],
): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set(hold)
    .where(and(eq(payouts.id, id), inArray(payouts.status, whileStatus)))
    .returning();
  return row ?? null;
}

export async function recordPayoutEvent(db: Executor, values: typeof payoutEvents.$inferInsert): Promise<boolean> {
  const rows = await db.insert(payoutEvents).values(values).onConflictDoNothing().returning({ id: payoutEvents.id });
  return rows.length > 0;
}

export async function payoutsOf(
  db: Executor,
  filter: { userId?: number; status?: PayoutRow['status']; held?: boolean; before?: number; limit: number },
) {
  const where: SQL[] = [];
  if (filter.userId !== undefined) where.push(eq(payouts.userId, filter.userId));
  if (filter.status) where.push(eq(payouts.status, filter.status));
  if (filter.held !== undefined) where.push(filter.held ? isNotNull(payouts.heldAt) : isNull(payouts.heldAt));
  if (filter.before !== undefined) where.push(lt(payouts.id, filter.before));
  return db
    .select({ payout: payouts, user: { id: users.id, name: users.name, email: users.email } })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(payouts.id))
    .limit(filter.limit);
}

/** Payouts sent and not yet final, sent before `before` (the checks' safety net). */
export async function unsettledPayouts(db: Executor, before: Date, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(
      and(or(eq(payouts.status, 'processing'), and(eq(payouts.status, 'pending'), isNull(payouts.heldAt))), lte(payouts.updatedAt, before)),
    )
    .orderBy(payouts.id)
    .limit(limit);
}

/** Paid out and on its way, per wallet of a person, in pesewas. */
export async function payoutTotals(
  db: Executor,
  userId: number,
  wallet: PayoutRow['wallet'],
): Promise<{ paid: number; inTransit: number }> {
  const [row] = await rowsOf<{ paid: string | number | null; in_transit: string | number | null }>(
    db,
    sql`SELECT sum(amount_pesewas) FILTER (WHERE status = 'paid') AS paid, sum(amount_pesewas) FILTER (WHERE status IN ('pending', 'processing')) AS in_transit
        FROM payouts WHERE user_id = ${userId} AND wallet = ${wallet}`,
  );
  return { paid: Number(row?.paid ?? 0), inTransit: Number(row?.in_transit ?? 0) };
}

/** People whose payable could be paid out by the weekly schedule: a method, no hold on it. */
export async function scheduledCandidates(db: Executor, at: Date): Promise<{ userId: number }[]> {
  return db
    .select({ userId: payoutMethods.userId })
    .from(payoutMethods)
    .where(or(isNull(payoutMethods.heldUntil), lte(payoutMethods.heldUntil, at)));
}
