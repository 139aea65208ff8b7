import type { Db } from '@dwa/db/client';
import { REPORT_MESSAGES as M, type AdminReportPage, type Report, type ReportInput, type ReportResolution } from '@dwa/shared/reports';
import type { ReportedListingsPage, ReportedListingsQuery } from '@dwa/shared/moderation';
import type { RateRule } from '../../config';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit/audit.service';
import { reportedListingsPage } from './reported-listings';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { AuthUser } from '../../plugins/auth';
import type { ListingModerationService } from '../listings/listing-moderation.service';
import type { ListingService } from '../listings/listings.service';
import {
  countReports,
  findReport,
  insertOpenReport,
  listReports,
  openReportCount,
  openReportCounts,
  resolveOpenReports,
  type ReportStatus,
  type Resolution,
} from './reports.repo';

// Reports of listings, and their moderation. One open report per person per listing. When open
// reports come from REVIEW_THRESHOLD different people, the listings module holds a live listing for
// review (active -> pending, under a moderation hold, so its owner cannot publish it meanwhile) and
// tells the owner. An admin then dismisses the reports (a listing held because of them goes live
// again) or deactivates the listing (inactive, held); either resolves every open report of that
// listing.

export const REVIEW_THRESHOLD = 3;
export const REPORT_RATE: RateRule = { limit: 10, windowMs: 60 * 60_000 };
export type ReportServiceDeps = {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  listings: Pick<ListingService, 'findRef' | 'findVisibleRef'>;
  moderation: Pick<ListingModerationService, 'holdForReview' | 'releaseFromReview' | 'takeDown' | 'changed'>;
  audit: Pick<AuditService, 'record'>;
  storage: Storage;
  rate?: RateRule;
};

export function createReportService(deps: ReportServiceDeps) {
  const { db, now, limiter, listings, moderation } = deps;
  const rate = deps.rate ?? REPORT_RATE;

  return {
    async report(user: AuthUser, input: ReportInput): Promise<Report> {
      const visible = await listings.findVisibleRef(input.listing_id, user);
      if (visible.userId === user.id) throw new ForbiddenError(M.reportOwn);
      await limiter.consume(`report:u:${user.id}`, rate, M.reportRate);
      const at = now();
      const { report, flagged } = await db.transaction(async (tx) => {
        // Locked, so concurrent reports count each other and the listing is flagged once.
        const listing = await listings.findVisibleRef(input.listing_id, user, { tx, forUpdate: true });
        const report = await insertOpenReport(tx, {
          listingId: listing.id,
          userId: user.id,
          reason: input.title,
          comment: input.comment,
          createdAt: at,
        });
        if (!report) throw new ConflictError(M.reportDuplicate);
        if ((await openReportCount(tx, listing.id)) < REVIEW_THRESHOLD) return { report, flagged: false };
        return { report, flagged: await moderation.holdForReview(tx, listing, at) };
      });
      if (flagged) moderation.changed();
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
          listing: {
            id: listing.id,
            title: listing.title,
            status: listing.status,
            user_id: listing.userId,
            open_reports: open.get(listing.id) ?? 0,
          },
        })),
        total,
        next_cursor: page.nextCursor,
      };
    },

    /** Listings with reports, grouped, the most recently reported first. */
    reportedListings: (query: ReportedListingsQuery): Promise<ReportedListingsPage> => reportedListingsPage(db, deps.storage, query),

    /**
     * Resolves every open report of the report's listing with the admin's decision (audited once);
     * `reason` is told to the seller when the listing is taken down.
     */
    async resolve(admin: AuthUser, id: number, action: 'dismiss' | 'deactivate', reason: string | null = null): Promise<ReportResolution> {
      const at = now();
      const result = await db.transaction(async (tx) => {
        const report = await findReport(tx, id, { forUpdate: true });
        if (!report) throw new NotFoundError(M.reportNotFound);
        if (report.status !== 'open') throw new ConflictError(M.reportResolved);
        const listing = await listings.findRef(report.listingId, { tx, forUpdate: true });
        if (!listing) throw new NotFoundError(M.reportNotFound);
        const resolution: Resolution = action === 'dismiss' ? 'dismissed' : 'deactivated';
        const resolvedCount = await resolveOpenReports(tx, listing.id, resolution, admin.id, at);
        const status =
          action === 'dismiss' ? await moderation.releaseFromReview(tx, listing, at) : await moderation.takeDown(tx, listing, at, reason);
        await deps.audit.record(tx, {
          actor: admin,
          action: `report.${resolution}`,
          targetType: 'report',
          targetId: report.id,
          before: { status: 'open', listing_status: listing.status },
          after: { status: 'resolved', resolution, resolved_count: resolvedCount, listing_id: listing.id, listing_status: status },
          reason,
          at,
        });
        return {
          id: report.id,
          status: 'resolved' as const,
          resolution,
          resolved_count: resolvedCount,
          listing: { id: listing.id, status },
        };
      });
      moderation.changed();
      return result;
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
