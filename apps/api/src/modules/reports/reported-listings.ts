import type { Db } from '@dwa/db/client';
import type { ReportedListing, ReportedListingsPage, ReportedListingsQuery } from '@dwa/shared/moderation';
import { pesewasToCedis } from '@dwa/shared/money';
import { LISTING_WIDTHS, variantKeys } from '../../lib/images';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { Storage } from '../../lib/storage';
import { listReportedListings, openReportCounts, reportsOfListings } from './reports.repo';

// Reports grouped by listing, for the moderators: each listing once, with its owner, every report
// (the newest 100) and how many are still open; the listing most recently reported first.

const REPORTS_PER_LISTING = 100;

export async function reportedListingsPage(db: Db, storage: Storage, query: ReportedListingsQuery): Promise<ReportedListingsPage> {
  const after = decodePageCursor(query.cursor);
  const rows = await listReportedListings(db, query.status, after, query.limit);
  const page = pageOf(rows, query.limit, (row) => ({ at: row.latestAt, id: row.listing.id }));
  const ids = page.rows.map((row) => row.listing.id);
  const [reports, open] = await Promise.all([reportsOfListings(db, ids, REPORTS_PER_LISTING), openReportCounts(db, ids)]);
  const byListing = new Map<number, ReportedListing['reports']>();
  for (const { report, reporter } of reports) {
    const list = byListing.get(report.listingId) ?? [];
    list.push({
      id: report.id,
      reason: report.reason,
      details: report.comment,
      reporter: { id: reporter.id, name: reporter.name },
      created_at: report.createdAt.toISOString(),
      status: report.status,
    });
    byListing.set(report.listingId, list);
  }
  return {
    results: page.rows.map(({ listing, owner, imageKey, latestAt }) => ({
      listing: {
        id: listing.id,
        title: listing.title,
        status: listing.status,
        price: pesewasToCedis(listing.pricePesewas),
        currency: 'GHS' as const,
        image: imageKey ? storage.url(variantKeys(imageKey, LISTING_WIDTHS)[0]!) : null,
      },
      owner,
      reports: byListing.get(listing.id) ?? [],
      open_count: open.get(listing.id) ?? 0,
      latest_report_at: latestAt.toISOString(),
    })),
    next_cursor: page.nextCursor,
  };
}
