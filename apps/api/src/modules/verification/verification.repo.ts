import { and, desc, eq, isNotNull, lte, ne, or, asc } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { idVerifications, users } from '@dwa/db/schema';

// Queries of the id_verifications table only (ADR 014); the users it names are read for the admin queue.

export type IdVerificationRow = typeof idVerifications.$inferSelect;
type NewRow = typeof idVerifications.$inferInsert;

export async function insertRequest(tx: Executor, values: NewRow): Promise<IdVerificationRow> {
  const [row] = await tx.insert(idVerifications).values(values).returning();
  return row!;
}

export async function findRequest(
  executor: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<IdVerificationRow | undefined> {
  const query = executor.select().from(idVerifications).where(eq(idVerifications.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findByJobId(
  executor: Executor,
  jobId: string,
  options: { forUpdate?: boolean } = {},
): Promise<IdVerificationRow | undefined> {
  const query = executor.select().from(idVerifications).where(eq(idVerifications.jobId, jobId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function latestOf(executor: Executor, userId: number): Promise<IdVerificationRow | undefined> {
  const [row] = await executor
    .select()
    .from(idVerifications)
    .where(eq(idVerifications.userId, userId))
    .orderBy(desc(idVerifications.id))
    .limit(1);
  return row;
}

/** Whether another account has this card verified (one person, one verified account). */
export async function cardVerifiedElsewhere(executor: Executor, cardHash: string, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: idVerifications.id })
    .from(idVerifications)
    .where(and(eq(idVerifications.cardHash, cardHash), eq(idVerifications.status, 'verified'), ne(idVerifications.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function updateRequest(tx: Executor, id: number, patch: Partial<NewRow>): Promise<IdVerificationRow> {
  const [row] = await tx.update(idVerifications).set(patch).where(eq(idVerifications.id, id)).returning();
  return row!;
}

/** The admin queue: oldest first for pending (first come, first served), newest first otherwise. */
export function listRequests(executor: Executor, status: IdVerificationRow['status'], limit: number) {
  return executor
    .select({ row: idVerifications, name: users.name, businessName: users.businessName })
    .from(idVerifications)
    .innerJoin(users, eq(users.id, idVerifications.userId))
    .where(eq(idVerifications.status, status))
    .orderBy(status === 'pending' ? asc(idVerifications.id) : desc(idVerifications.id))
    .limit(limit);
}

/** Decided requests whose photos have outlived the retention. */
export function photosDue(executor: Executor, decidedBefore: Date, limit: number) {
  return executor
    .select()
    .from(idVerifications)
    .where(
      and(
        ne(idVerifications.status, 'pending'),
        lte(idVerifications.decidedAt, decidedBefore),
        or(isNotNull(idVerifications.selfieKey), isNotNull(idVerifications.cardPhotoKey)),
      ),
    )
    .orderBy(asc(idVerifications.id))
    .limit(limit);
}
