import { and, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { listingLikes, listings, wishlistItems } from '@dwa/db/schema';
import type { SavedListingsPage } from '@dwa/shared/listings';
import { decodePageCursor, olderThan, pageOf } from '../../lib/page-cursor';
import type { Storage } from '../../lib/storage';
import { toListingReads } from './listing-read';
import { createListingsRepo, openFlagsBy, selectListings } from './listings.repo';

// The caller's liked (/likes) or saved (/wishlist) listings in the listing read shape, most recently
// added first. Listings that went out of sight (inactive or in review, not the caller's) are left out.

export type SavedKind = 'liked' | 'wishlist';
const TABLES = { liked: listingLikes, wishlist: wishlistItems } as const;

export async function savedListingsPage(
  deps: { db: Db; storage: Storage },
  kind: SavedKind,
  userId: number,
  query: { cursor?: string; limit: number },
): Promise<SavedListingsPage> {
  const { db, storage } = deps;
  const table = TABLES[kind];
  const after = decodePageCursor(query.cursor);
  const mine = and(eq(table.userId, userId), or(eq(listings.status, 'active'), eq(listings.userId, userId)));
  const keyset = olderThan(table.createdAt, table.listingId, after);
  const [saved, [total]] = await Promise.all([
    db
      .select({ listingId: table.listingId, at: table.createdAt })
      .from(table)
      .innerJoin(listings, eq(listings.id, table.listingId))
      .where(and(mine, keyset))
      .orderBy(desc(table.createdAt), desc(table.listingId))
      .limit(query.limit + 1),
    db.select({ n: count() }).from(table).innerJoin(listings, eq(listings.id, table.listingId)).where(mine),
  ]);
  const page = pageOf(saved, query.limit, (row) => ({ at: row.at, id: row.listingId }));
  const ids = page.rows.map((row) => row.listingId);
  if (ids.length === 0) return { results: [], total: total?.n ?? 0, next_cursor: null };

  const rows = await selectListings(db).where(inArray(listings.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const [images, flagged] = await Promise.all([createListingsRepo(db).findImages(ids), openFlagsBy(db, userId, ids)]);
  return {
    results: toListingReads(ordered, images, { storage, viewerId: userId, flagged }),
    total: total?.n ?? 0,
    next_cursor: page.nextCursor,
  };
}
