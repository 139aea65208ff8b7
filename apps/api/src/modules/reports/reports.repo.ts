import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listingReports, listings, users } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';
import type { PageKey } from '../../lib/page-cursor';

// Drizzle queries for listing reports, and nothing else.

export type ReportRow = typeof listingReports.$inferSelect;
export type NewReport = Omit<typeof listingReports.$inferInsert, 'id'>;
export type ReportStatus = ReportRow['status'];
export type Resolution = NonNullable<ReportRow['resolution']>;

/** Inserts an open report; null when this user already has an open report on the listing. */
export async function insertOpenReport(db: Executor, values: NewReport): Promise<ReportRow | null> {
  const [row] = await db
    .insert(listingReports)
    .values({ ...values, status: 'open' })
    .onConflictDoNothing({ target: [listingReports.listingId, listingReports.userId], where: sql`status = 'open'` })
    .returning();
  return row ?? null;
}

/** Open reports of a listing (one per person, so also the number of people). */
export async function openReportCount(db: Executor, listingId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listingReports).where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, 'open')));
  return row?.n ?? 0;
}

export async function openReportCounts(db: Executor, listingIds: number[]): Promise<Map<number, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await db
    .select({ listingId: listingReports.listingId, n: count() })
    .from(listingReports)
    .where(and(inArray(listingReports.listingId, listingIds), eq(listingReports.status, 'open')))
    .groupBy(listingReports.listingId);
  return new Map(rows.map((row) => [row.listingId, row.n]));
}

export async function findReport(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ReportRow | null> {
  const query = db.select().from(listingReports).where(eq(listingReports.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Resolves every open report of a listing; answers how many. */
export async function resolveOpenReports(db: Executor, listingId: number, resolution: Resolution, adminId: number, at: Date): Promise<number> {
  const rows = await db
    .update(listingReports)
    .set({ status: 'resolved', resolution, resolvedBy: adminId, resolvedAt: at })
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, 'open')))
    .returning({ id: listingReports.id });
  return rows.length;
}

const reporter = alias(users, 'reporter');

/** Reports with their reporter and listing, newest first, after `after`; `limit + 1` rows. */
export async function listReports(db: Executor, status: ReportStatus, after: PageKey | undefined, limit: number) {
  return db
    .select({
      report: listingReports,
      reporter: { id: reporter.id, name: reporter.name, email: reporter.email },
      listing: { id: listings.id, title: listings.title, status: listings.status, userId: listings.userId },
    })
    .from(listingReports)
    .innerJoin(reporter, eq(reporter.id, listingReports.userId))
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .where(
      and(
        eq(listingReports.status, status),
        after?.at
          ? or(lt(listingReports.createdAt, after.at), and(eq(listingReports.createdAt, after.at), lt(listingReports.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(limit + 1);
}

export async function countReports(db: Executor, status: ReportStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, status));
  return row?.n ?? 0;
}
