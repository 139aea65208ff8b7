import { and, asc, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { disputeMessages, disputes, users } from '@dwa/db/schema';

// Drizzle queries for disputes and their messages, and nothing else.

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeMessageRow = typeof disputeMessages.$inferSelect;

export async function insertDispute(db: Executor, values: typeof disputes.$inferInsert): Promise<DisputeRow | null> {
  const [row] = await db.insert(disputes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findDispute(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<DisputeRow | null> {
  const query = db.select().from(disputes).where(eq(disputes.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function openDisputeOf(db: Executor, orderId: number): Promise<DisputeRow | null> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.orderId, orderId), eq(disputes.status, 'open')));
  return row ?? null;
}

export async function updateDispute(db: Executor, id: number, changes: Partial<typeof disputes.$inferInsert>): Promise<DisputeRow | null> {
  const [row] = await db
    .update(disputes)
    .set(changes)
    .where(and(eq(disputes.id, id), eq(disputes.status, 'open')))
    .returning();
  return row ?? null;
}

export async function insertMessage(db: Executor, values: typeof disputeMessages.$inferInsert): Promise<DisputeMessageRow> {
  const [row] = await db.insert(disputeMessages).values(values).returning();
  return row!;
}

export async function messagesOf(db: Executor, disputeId: number) {
  return db
    .select({ message: disputeMessages, authorName: users.name })
    .from(disputeMessages)
    .leftJoin(users, eq(users.id, disputeMessages.authorId))
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.id));
}

export async function findMessage(db: Executor, disputeId: number, messageId: number): Promise<DisputeMessageRow | null> {
  const [row] = await db
    .select()
    .from(disputeMessages)
    .where(and(eq(disputeMessages.id, messageId), eq(disputeMessages.disputeId, disputeId)));
  return row ?? null;
}

export async function listDisputes(
  db: Executor,
  filter: { partyId?: number; status?: DisputeRow['status']; before?: number; limit: number },
): Promise<DisputeRow[]> {
  const where: SQL[] = [];
  if (filter.partyId !== undefined) where.push(or(eq(disputes.buyerId, filter.partyId), eq(disputes.sellerId, filter.partyId))!);
  if (filter.status) where.push(eq(disputes.status, filter.status));
  if (filter.before !== undefined) where.push(lt(disputes.id, filter.before));
  return db
    .select()
    .from(disputes)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(disputes.id))
    .limit(filter.limit);
}

export async function namesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, businessName: users.businessName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.businessName ?? row.name]));
}
