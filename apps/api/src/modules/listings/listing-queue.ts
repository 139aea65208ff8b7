import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { listingImages, listings } from '@dwa/db/schema';
import type { ReviewQueuePage, ReviewQueueQuery } from '@dwa/shared/moderation';
import { decodePageCursor, pageOf } from '../../lib/page-cursor';
import type { Storage } from '../../lib/storage';
import { toListingReads } from './listing-read';
import { matchedRuleOf, reviewReasonOf } from './listing-review';
import { selectListings } from './listings.repo';

// The moderators' queue: pending listings, oldest first (the one that has waited longest on top).
// A pending listing's updated_at is when it started waiting (posted, edited, or held after reports).

export async function reviewQueue(db: Db, storage: Storage, query: ReviewQueueQuery): Promise<ReviewQueuePage> {
  const after = decodePageCursor(query.cursor);
  const rows = await selectListings(db)
    .where(
      and(
        eq(listings.status, query.status),
        after?.at ? or(gt(listings.updatedAt, after.at), and(eq(listings.updatedAt, after.at), gt(listings.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(listings.updatedAt), asc(listings.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => ({ at: row.updatedAt, id: row.id }));
  const ids = page.rows.map((row) => row.id);
  const images =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(listingImages)
          .where(inArray(listingImages.listingId, ids))
          .orderBy(asc(listingImages.listingId), asc(listingImages.position), asc(listingImages.id));
  const reads = toListingReads(page.rows, images, { storage, viewerId: null });
  return {
    results: page.rows.map((row, index) => ({
      listing: reads[index]!,
      owner: { id: row.seller.id, name: row.seller.name, email: row.seller.email },
      review_reason: reviewReasonOf(row.status, row.extra),
      matched_rule: matchedRuleOf(row.extra),
      submitted_at: row.updatedAt.toISOString(),
    })),
    next_cursor: page.nextCursor,
  };
}
