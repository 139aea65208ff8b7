import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { sellerApplications, users } from '@dwa/db/schema';

// Drizzle queries for seller applications, and nothing else (the applicant's name and email are
// read for the admins' queue).

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;
export type NewSellerApplication = Omit<typeof sellerApplications.$inferInsert, 'id'>;

export async function insertApplication(db: Executor, values: NewSellerApplication): Promise<SellerApplicationRow> {
  const [row] = await db.insert(sellerApplications).values(values).returning();
  if (!row) throw new Error('seller application insert returned no row');
  return row;
}

export async function latestApplication(db: Executor, userId: number): Promise<SellerApplicationRow | null> {
  const [row] = await db
    .select()
    .from(sellerApplications)
    .where(eq(sellerApplications.userId, userId))
    .orderBy(desc(sellerApplications.id))
    .limit(1);
  return row ?? null;
}

export async function findApplication(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<SellerApplicationRow | null> {
  const query = db.select().from(sellerApplications).where(eq(sellerApplications.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function decideApplication(
  db: Executor,
  id: number,
  changes: Pick<SellerApplicationRow, 'status' | 'reason' | 'reviewedBy' | 'reviewedAt'>,
): Promise<SellerApplicationRow | null> {
  const [row] = await db
    .update(sellerApplications)
    .set(changes)
    .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function listApplications(
  db: Executor,
  status: SellerApplicationRow['status'] | undefined,
  options: { beforeId?: number; limit: number },
) {
  return db
    .select({ application: sellerApplications, applicant: { name: users.name, email: users.email, isVerified: users.isVerified } })
    .from(sellerApplications)
    .innerJoin(users, eq(users.id, sellerApplications.userId))
    .where(
      and(
        status ? eq(sellerApplications.status, status) : undefined,
        options.beforeId ? lt(sellerApplications.id, options.beforeId) : undefined,
      ),
    )
    .orderBy(desc(sellerApplications.id))
    .limit(options.limit);
}
