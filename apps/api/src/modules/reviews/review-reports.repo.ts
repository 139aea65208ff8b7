import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@dwa/db/client';
import { reviewReports, reviews, users } from '@dwa/db/schema';
import { olderThan, type PageKey } from '../../lib/page-cursor';
import { firstOfEach } from '../../lib/first-of-each';

// Drizzle queries for reports of reviews (ADR 074), and nothing else.

export type ReviewReportRow = typeof reviewReports.$inferSelect;
export type ReviewReportStatus = ReviewReportRow['status'];

/** Inserts an open report; null when this person has already reported the review (ever). */
export async function insertReviewReport(
  db: Executor,
  values: Omit<typeof reviewReports.$inferInsert, 'id' | 'status'>,
): Promise<ReviewReportRow | null> {
  const [row] = await db
    .insert(reviewReports)
    .values({ ...values, status: 'open' })
    .onConflictDoNothing({ target: [reviewReports.reviewId, reviewReports.userId] })
    .returning();
  return row ?? null;
}

/** Resolves every open report of a review; answers how many. */
export async function resolveReviewReports(
  db: Executor,
  reviewId: number,
  resolution: 'hidden' | 'dismissed',
  adminId: number,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(reviewReports)
    .set({ status: 'resolved', resolution, resolvedBy: adminId, resolvedAt: at })
    .where(and(eq(reviewReports.reviewId, reviewId), eq(reviewReports.status, 'open')))
    .returning({ id: reviewReports.id });
  return rows.length;
}

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');
const reporter = alias(users, 'reporter');

/** Reviews with reports of `status`, the newest such report first (keyset on that time and the review id); `limit + 1` rows. */
export async function listReportedReviews(db: Executor, status: ReviewReportStatus, after: PageKey | undefined, limit: number) {
  const latest = db
    .select({ reviewId: reviewReports.reviewId, latestAt: max(reviewReports.createdAt).as('latest_at') })
    .from(reviewReports)
    .where(eq(reviewReports.status, status))
    .groupBy(reviewReports.reviewId)
    .as('latest');
  return db
    .select({
      latestAt: sql<Date>`${latest.latestAt}`.mapWith(reviewReports.createdAt),
      review: reviews,
      buyerName: buyer.name,
      seller: { id: seller.id, name: seller.name, businessName: seller.businessName },
    })
    .from(latest)
    .innerJoin(reviews, eq(reviews.id, latest.reviewId))
    .innerJoin(buyer, eq(buyer.id, reviews.buyerId))
    .innerJoin(seller, eq(seller.id, reviews.sellerId))
    .where(olderThan(latest.latestAt, reviews.id, after))
    .orderBy(desc(latest.latestAt), desc(reviews.id))
    .limit(limit + 1);
}

/** Every report of these reviews (the newest `perReview` of each), newest first, with the reporter. */
export async function reportsOfReviews(db: Executor, reviewIds: number[], perReview: number) {
  if (reviewIds.length === 0) return [];
  const rows = await db
    .select({ report: reviewReports, reporter: { id: reporter.id, name: reporter.name } })
    .from(reviewReports)
    .innerJoin(reporter, eq(reporter.id, reviewReports.userId))
    .where(inArray(reviewReports.reviewId, reviewIds))
    .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id));
  return firstOfEach(rows, (row) => row.report.reviewId, perReview);
}

export async function openReviewReportCounts(db: Executor, reviewIds: number[]): Promise<Map<number, number>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await db
    .select({ reviewId: reviewReports.reviewId, n: count() })
    .from(reviewReports)
    .where(and(inArray(reviewReports.reviewId, reviewIds), eq(reviewReports.status, 'open')))
    .groupBy(reviewReports.reviewId);
  return new Map(rows.map((row) => [row.reviewId, Number(row.n)]));
}
