import type { Db } from '@dwa/db/client';
import { ENGAGEMENT_MESSAGES as M, type AdminReportPage, type Report, type ReportInput, type ReportResolution } from '@dwa/shared/engagement';
import type { RateRule } from '../../config';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { Tx } from '../engagement/engagement-db';
import { findListingRef, findVisibleListing, type ListingRef } from '../engagement/listing-access';
import { decodePageCursor, pageOf } from '../engagement/page-cursor';
import { planFlag, planStatusChange, type Moderation } from '../listings/listing-status';
import { listingsChanged } from '../listings/listings.search';
import { noticeInReview, noticeLiveAgain, noticeTakenDown } from '../notifications/listing-notices';
import {
  countReports,
  findReport,
  insertOpenReport,
  listReports,
  openReportCount,
  openReportCounts,
  resolveOpenReports,
  setListingStatus,
  type ReportStatus,
  type Resolution,
} from './reports.repo';

// Reports of listings, and their moderation. One open report per person per listing. When open
// reports come from REVIEW_THRESHOLD different people, a live listing takes the `flag` transition
// (active -> pending, under a moderation hold, so its owner cannot publish it meanwhile) and the
// owner is told. An admin then dismisses the reports (a listing flagged by them goes live again) or
// deactivates the listing (inactive, held); either resolves every open report of that listing.

export const REVIEW_THRESHOLD = 3;
export const REPORT_RATE: RateRule = { limit: 10, windowMs: 60 * 60_000 };
/** `extra.review_reason` of a listing put into review by reports. */
const REVIEW_REASON = 'reports';

export type ReportServiceDeps = { db: Db; now: () => Date; moderation: Moderation; limiter: RateLimiter; rate?: RateRule };

function withoutReviewReason(extra: Record<string, unknown>): Record<string, unknown> {
  const { review_reason: _dropped, ...rest } = extra;
  return rest;
}

export function createReportService(deps: ReportServiceDeps) {
  const { db, now, moderation, limiter } = deps;
  const rate = deps.rate ?? REPORT_RATE;

  return {
    async report(user: AuthUser, input: ReportInput): Promise<Report> {
      const visible = await findVisibleListing(db, input.listing_id, user);
      if (visible.userId === user.id) throw new ForbiddenError(M.reportOwn);
      await limiter.consume(`report:u:${user.id}`, rate, M.reportRate);
      const at = now();
      const { report, flagged } = await db.transaction(async (tx) => {
        // Locked, so concurrent reports count each other and the listing is flagged once.
        const listing = await findVisibleListing(tx, input.listing_id, user, { forUpdate: true });
        const report = await insertOpenReport(tx, { listingId: listing.id, userId: user.id, reason: input.title, comment: input.comment, createdAt: at });
        if (!report) throw new ConflictError(M.reportDuplicate);
        const plan = planFlag(listing.status);
        if (!plan.ok || (await openReportCount(tx, listing.id)) < REVIEW_THRESHOLD) return { report, flagged: false };
        const extra = { ...listing.extra, moderation_hold: plan.moderationHold, review_reason: REVIEW_REASON };
        await setListingStatus(tx, listing.id, { status: plan.to, extra, updatedAt: at });
        await noticeInReview(tx, listing, at);
        return { report, flagged: true };
      });
      if (flagged) listingsChanged();
      return {
        id: report.id,
        listing_id: report.listingId,
        title: report.reason,
        comment: report.comment,
        status: report.status,
        created_at: report.createdAt.toISOString(),
        message: M.reportThanks,
      };
    },

    async list(query: { status: ReportStatus; cursor?: string; limit: number }): Promise<AdminReportPage> {
      const after = decodePageCursor(query.cursor);
      const [rows, total] = await Promise.all([listReports(db, query.status, after, query.limit), countReports(db, query.status)]);
      const page = pageOf(rows, query.limit, (row) => ({ at: row.report.createdAt, id: row.report.id }));
      const open = await openReportCounts(db, [...new Set(page.rows.map((row) => row.listing.id))]);
      return {
        results: page.rows.map(({ report, reporter, listing }) => ({
          id: report.id,
          listing_id: report.listingId,
          title: report.reason,
          comment: report.comment,
          status: report.status,
          resolution: report.resolution,
          created_at: report.createdAt.toISOString(),
          resolved_at: report.resolvedAt ? report.resolvedAt.toISOString() : null,
          reporter: { user_id: reporter.id, name: reporter.name, email: reporter.email },
          listing: { id: listing.id, title: listing.title, status: listing.status, user_id: listing.userId, open_reports: open.get(listing.id) ?? 0 },
        })),
        total,
        next_cursor: page.nextCursor,
      };
    },

    /** Resolves every open report of the report's listing with the admin's decision. */
    async resolve(admin: AuthUser, id: number, action: 'dismiss' | 'deactivate'): Promise<ReportResolution> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const report = await findReport(tx, id, { forUpdate: true });
        if (!report) throw new NotFoundError(M.reportNotFound);
        if (report.status !== 'open') throw new ConflictError(M.reportResolved);
        const listing = await findListingRef(tx, report.listingId, { forUpdate: true });
        if (!listing) throw new NotFoundError(M.reportNotFound);
        const resolution: Resolution = action === 'dismiss' ? 'dismissed' : 'deactivated';
        const resolvedCount = await resolveOpenReports(tx, listing.id, resolution, admin.id, at);
        const status = action === 'dismiss' ? await dismiss(tx, listing, at) : await deactivate(tx, listing, at);
        return { id: report.id, status: 'resolved' as const, resolution, resolved_count: resolvedCount, listing: { id: listing.id, status } };
      });
      listingsChanged();
      return result;
    },
  };

  /** A listing in review because of reports goes live again; any other stays as it is. */
  async function dismiss(tx: Tx, listing: ListingRef, at: Date): Promise<ListingRef['status']> {
    if (listing.status !== 'pending' || listing.extra.review_reason !== REVIEW_REASON) return listing.status;
    const plan = planStatusChange({ from: listing.status, to: 'active', actor: 'admin', moderation, moderationHold: true });
    if (!plan.ok) return listing.status;
    await setListingStatus(tx, listing.id, { status: plan.to, extra: { ...withoutReviewReason(listing.extra), moderation_hold: plan.moderationHold }, updatedAt: at });
    await noticeLiveAgain(tx, listing, at);
    return plan.to;
  }

  /** Takes the listing down under a moderation hold (its owner cannot switch it back on). */
  async function deactivate(tx: Tx, listing: ListingRef, at: Date): Promise<ListingRef['status']> {
    const plan = planStatusChange({ from: listing.status, to: 'inactive', actor: 'admin', moderation, moderationHold: listing.extra.moderation_hold === true });
    const to = plan.ok ? plan.to : 'inactive';
    await setListingStatus(tx, listing.id, { status: to, extra: { ...withoutReviewReason(listing.extra), moderation_hold: true }, updatedAt: at });
    await noticeTakenDown(tx, listing, at);
    return to;
  }
}

export type ReportService = ReturnType<typeof createReportService>;
