import type { Db } from '@dwa/db/client';
import { REPORT_MESSAGES } from '@dwa/shared/reports';
import {
  REVIEW_MESSAGES as M,
  type ReportedReviewsPage,
  type ReportedReviewsQuery,
  type ReviewModeration,
  type ReviewModerationInput,
  type ReviewReport,
  type ReviewReportInput,
} from '@dwa/shared/reviews';
import type { RateRule } from '../../config';
import { isUniqueViolation } from '../../lib/db-errors';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import { presentReview } from './review-present';
import {
  insertReviewReport,
  listReportedReviews,
  openReviewReportCounts,
  reportsOfReviews,
  resolveReviewReports,
} from './review-reports.repo';
import { findReview, updateReview, userName } from './reviews.repo';

// Reports of reviews and their moderation (issue 32, ADR 074). Anyone signed in but the review's
// author reports a visible review, once; the reviewed seller may too (they are the first to see an
// abusive or bought review, and only an admin decides). An admin hides a review (with a reason its
// author is told), restores a hidden one, or dismisses its reports; every decision is audited. A
// hidden review leaves the public page and, through the reviews' triggers, the seller's kept score
// (migration 0029) in the decision's own transaction.

export const REVIEW_REPORT_RATE: RateRule = { limit: 10, windowMs: 60 * 60_000 };
const REPORTS_PER_REVIEW = 100;

export type ReviewModerationDeps = {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  audit: Pick<AuditService, 'record'>;
  storage: Pick<Storage, 'url'>;
  rate?: RateRule;
};

export function createReviewModerationService(deps: ReviewModerationDeps) {
  const { db, now, limiter } = deps;
  const rate = deps.rate ?? REVIEW_REPORT_RATE;

  return {
    async report(user: AuthUser, reviewId: number, input: ReviewReportInput): Promise<ReviewReport> {
      const review = await findReview(db, reviewId);
      if (!review || (review.hiddenAt !== null && review.buyerId !== user.id)) throw new NotFoundError(M.notFound);
      if (review.buyerId === user.id) throw new ForbiddenError(M.reportOwn);
      await limiter.consume(`review-report:u:${user.id}`, rate, REPORT_MESSAGES.reportRate);
      try {
        const row = await insertReviewReport(db, {
          reviewId,
          userId: user.id,
          reason: input.reason,
          comment: input.comment,
          createdAt: now(),
        });
        if (!row) throw new ConflictError(M.reportDuplicate);
        return {
          id: row.id,
          review_id: row.reviewId,
          reason: row.reason,
          comment: row.comment,
          status: row.status,
          created_at: row.createdAt.toISOString(),
          message: M.reportThanks,
        };
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(M.reportDuplicate);
        throw error;
      }
    },

    /** Reported reviews, each with every report, the most recently reported first. */
    async reported(query: ReportedReviewsQuery): Promise<ReportedReviewsPage> {
      const after = decodePageCursor(query.cursor);
      const rows = await listReportedReviews(db, query.status, after, query.limit);
      const page = pageOf(rows, query.limit, (row) => ({ at: row.latestAt, id: row.review.id }));
      const ids = page.rows.map((row) => row.review.id);
      const [reports, open] = await Promise.all([reportsOfReviews(db, ids, REPORTS_PER_REVIEW), openReviewReportCounts(db, ids)]);
      const byReview = new Map<number, ReportedReviewsPage['results'][number]['reports']>();
      for (const { report, reporter } of reports) {
        const list = byReview.get(report.reviewId) ?? [];
        list.push({
          id: report.id,
          reason: report.reason,
          details: report.comment,
          reporter,
          created_at: report.createdAt.toISOString(),
          status: report.status,
        });
        byReview.set(report.reviewId, list);
      }
      return {
        results: page.rows.map(({ review, buyerName, seller, latestAt }) => ({
          review: presentReview(review, buyerName, deps.storage),
          seller: { id: seller.id, name: seller.businessName || seller.name },
          reports: byReview.get(review.id) ?? [],
          open_count: open.get(review.id) ?? 0,
          latest_report_at: latestAt.toISOString(),
        })),
        next_cursor: page.nextCursor,
      };
    },

    /** An admin's decision on a review (audited in the same transaction). */
    async decide(admin: AuthUser, reviewId: number, input: ReviewModerationInput): Promise<ReviewModeration> {
      if (input.action === 'hide' && (input.reason ?? '').length < 3) throw new BadRequestError(M.hideReason);
      const at = now();
      const { row, resolved } = await db.transaction(async (tx) => {
        const current = await findReview(tx, reviewId, { forUpdate: true });
        if (!current) throw new NotFoundError(M.notFound);
        const before = {
          hidden: current.hiddenAt !== null,
          open_reports: (await openReviewReportCounts(tx, [reviewId])).get(reviewId) ?? 0,
        };
        let row = current;
        let resolved = 0;
        if (input.action === 'hide') {
          if (current.hiddenAt !== null) throw new ConflictError(M.alreadyHidden);
          row = await updateReview(tx, reviewId, { hiddenAt: at, hiddenReason: input.reason });
          resolved = await resolveReviewReports(tx, reviewId, 'hidden', admin.id, at);
        } else if (input.action === 'restore') {
          if (current.hiddenAt === null) throw new ConflictError(M.notHidden);
          row = await updateReview(tx, reviewId, { hiddenAt: null, hiddenReason: null });
          resolved = await resolveReviewReports(tx, reviewId, 'dismissed', admin.id, at);
        } else {
          resolved = await resolveReviewReports(tx, reviewId, 'dismissed', admin.id, at);
          if (resolved === 0) throw new ConflictError(M.noOpenReports);
        }
        await deps.audit.record(tx, {
          actor: admin,
          action: `review.${input.action === 'hide' ? 'hidden' : input.action === 'restore' ? 'restored' : 'reports_dismissed'}`,
          targetType: 'review',
          targetId: reviewId,
          before,
          after: { hidden: row.hiddenAt !== null, resolved_count: resolved, seller_id: row.sellerId },
          reason: input.reason,
          at,
        });
        return { row, resolved };
      });
      return { review: presentReview(row, await userName(db, row.buyerId), deps.storage), resolved_count: resolved };
    },
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
