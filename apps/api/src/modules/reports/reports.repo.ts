import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listingImages, listingReports, listings, users } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';
import { olderThan, type PageKey } from '../../lib/page-cursor';
import { firstOfEach } from '../../lib/first-of-each';

// Drizzle queries for listing reports, and nothing else (they read the listings and people they name).

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
  const [row] = await db
    .select({ n: count() })
    .from(listingReports)
    .where(and(eq(listingReports.listingId, listingId), eq(listingReports.status, 'open')));
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
export async function resolveOpenReports(
  db: Executor,
  listingId: number,
  resolution: Resolution,
  adminId: number,
  at: Date,
): Promise<number> {
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
    .where(and(eq(listingReports.status, status), olderThan(listingReports.createdAt, listingReports.id, after)))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
    .limit(limit + 1);
}

export async function countReports(db: Executor, status: ReportStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listingReports).where(eq(listingReports.status, status));
  return row?.n ?? 0;
}

/**
 * Listings with reports of `status`, the newest such report first (keyset on that time and the
 * listing id), with their owner and first photo; `limit + 1` rows.
 */
export async function listReportedListings(db: Executor, status: ReportStatus, after: PageKey | undefined, limit: number) {
  const latest = db
    .select({ listingId: listingReports.listingId, latestAt: max(listingReports.createdAt).as('latest_at') })
    .from(listingReports)
    .where(eq(listingReports.status, status))
    .groupBy(listingReports.listingId)
    .as('latest');
  const owner = alias(users, 'owner');
  const firstImage = db
    .select({ key: listingImages.storageKey })
    .from(listingImages)
    .where(eq(listingImages.listingId, listings.id))
    .orderBy(asc(listingImages.position), asc(listingImages.id))
    .limit(1);
  return db
    .select({
      latestAt: sql<Date>`${latest.latestAt}`.mapWith(listingReports.createdAt),
      listing: { id: listings.id, title: listings.title, status: listings.status, pricePesewas: listings.pricePesewas },
      owner: { id: owner.id, name: owner.name },
      imageKey: sql<string | null>`(${firstImage})`,
    })
    .from(latest)
    .innerJoin(listings, eq(listings.id, latest.listingId))
    .innerJoin(owner, eq(owner.id, listings.userId))
    .where(olderThan(latest.latestAt, listings.id, after))
    .orderBy(desc(latest.latestAt), desc(listings.id))
    .limit(limit + 1);
}

/** Every report of these listings (the newest `perListing` of each), newest first, with the reporter. */
export async function reportsOfListings(db: Executor, listingIds: number[], perListing: number) {
  if (listingIds.length === 0) return [];
  const rows = await db
    .select({ report: listingReports, reporter: { id: reporter.id, name: reporter.name } })
    .from(listingReports)
    .innerJoin(reporter, eq(reporter.id, listingReports.userId))
    .where(inArray(listingReports.listingId, listingIds))
    .orderBy(desc(listingReports.createdAt), desc(listingReports.id));
  return firstOfEach(rows, (row) => row.report.listingId, perListing);
}
