import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { paymentEvents, payments } from '@dwa/db/schema';

// Drizzle queries for payments, their events and the ledger, and nothing else.

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id'>;

export async function insertPayment(db: Executor, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

export async function findPayment(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<PaymentRow | null> {
  const query = db.select().from(payments).where(eq(payments.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findPaymentByReference(db: Executor, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row ?? null;
}

export async function paymentsOfCheckout(db: Executor, checkoutId: number, options: { forUpdate?: boolean } = {}): Promise<PaymentRow[]> {
  const query = db.select().from(payments).where(eq(payments.checkoutId, checkoutId)).orderBy(asc(payments.id));
  return options.forUpdate ? query.for('update') : query;
}

/** The newest attempt of each checkout, ride or boost. */
export async function latestOf(db: Executor, owner: 'checkoutId' | 'rideId' | 'boostId', ids: number[]): Promise<Map<number, PaymentRow>> {
  const latest = new Map<number, PaymentRow>();
  if (ids.length === 0) return latest;
  const rows = await db.select().from(payments).where(inArray(payments[owner], ids)).orderBy(asc(payments.id));
  for (const row of rows) if (row[owner] !== null) latest.set(row[owner], row);
  return latest;
}

export async function paymentsOfRide(db: Executor, rideId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.rideId, rideId)).orderBy(asc(payments.id));
}

export async function pendingPayments(db: Executor, limit: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.status, 'pending')).orderBy(asc(payments.id)).limit(limit);
}

/** Pending attempts whose prompt lapsed. */
export async function lapsedPayments(db: Executor, now: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** Moves a payment out of `from` (a conditional update: of two concurrent settlements, one wins). */
export async function settlePayment(
  db: Executor,
  id: number,
  from: PaymentRow['status'][],
  changes: Partial<Pick<PaymentRow, 'status' | 'failureReason' | 'settledAt' | 'displayText' | 'updatedAt'>>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set(changes)
    .where(and(eq(payments.id, id), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/** A provider event as `recordEvent` and `showPending` write it. */
export type PaymentEventValues = {
  paymentId: number;
  source: 'webhook' | 'poll' | 'charge' | 'system';
  eventKey: string;
  status: string;
  payload: Record<string, unknown>;
  createdAt: Date;
};

/**
 * Sets a pending payment's words for the payer and records the provider's answer that brought them,
 * in one statement (a round trip fewer on every Mobile Money checkout, issue 35): answers the
 * payment as written, or null when it is no longer pending (the event is recorded either way, once).
 */
export async function showPending(
  db: Executor,
  id: number,
  displayText: string | null,
  event: PaymentEventValues,
): Promise<PaymentRow | null> {
  const shown = db.$with('shown').as(
    db
      .update(payments)
      .set({ displayText, updatedAt: event.createdAt })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning(),
  );
  const recorded = db
    .$with('recorded')
    .as(db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id }));
  const [row] = await db.with(shown, recorded).select().from(shown);
  return row ?? null;
}

/** Records a provider event once; false when this event was already recorded (a replay). */
export async function recordEvent(db: Executor, values: PaymentEventValues): Promise<boolean> {
  const rows = await db.insert(paymentEvents).values(values).onConflictDoNothing().returning({ id: paymentEvents.id });
  return rows.length > 0;
}

export async function hasEvent(db: Executor, paymentId: number, eventKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.eventKey, eventKey)));
  return rows.length > 0;
}
