import { and, desc, eq, lt } from 'drizzle-orm';
import { courierApplications, users } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';

// Drizzle queries for the 'Become a Courier' applications, and nothing else.

export type ApplicationRow = typeof courierApplications.$inferSelect;

export async function insertApplication(db: Executor, values: typeof courierApplications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(courierApplications).values(values).returning();
  return row!;
}

export async function latestApplication(db: Executor, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(courierApplications)
    .where(eq(courierApplications.userId, userId))
    .orderBy(desc(courierApplications.id))
    .limit(1);
  return row ?? null;
}

export async function findApplication(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ApplicationRow | null> {
  const query = db.select().from(courierApplications).where(eq(courierApplications.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateApplication(
  db: Executor,
  id: number,
  set: Partial<typeof courierApplications.$inferInsert>,
): Promise<ApplicationRow> {
  const [row] = await db.update(courierApplications).set(set).where(eq(courierApplications.id, id)).returning();
  return row!;
}

/** Newest first; `beforeId` continues after the previous page's last application. */
export async function listApplications(db: Executor, filter: { status?: ApplicationRow['status']; beforeId?: number; limit: number }) {
  return db
    .select({ application: courierApplications, email: users.email })
    .from(courierApplications)
    .innerJoin(users, eq(users.id, courierApplications.userId))
    .where(
      and(
        filter.status ? eq(courierApplications.status, filter.status) : undefined,
        filter.beforeId === undefined ? undefined : lt(courierApplications.id, filter.beforeId),
      ),
    )
    .orderBy(desc(courierApplications.id))
    .limit(filter.limit);
}
