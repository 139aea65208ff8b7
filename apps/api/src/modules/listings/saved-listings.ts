import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '@dwa/db/client';
import { listings, type listingLikes, type wishlistItems } from '@dwa/db/schema';
import type { SavedListingsPage } from '@dwa/shared/engagement';
import type { Storage } from '../../lib/storage';
import { toListingReads } from '../listings/listing-read';
import { createListingsRepo, selectListings } from '../listings/listings.repo';
import { decodePageCursor, pageOf } from './page-cursor';

// The caller's liked (/likes) or saved (/wishlist) listings in the listing read shape, most recently
// added first. Listings that went out of sight (inactive or in review, not the caller's) are left out.

type SavedTable = typeof listingLikes | typeof wishlistItems;

export async function savedListingsPage(
  deps: { db: Db; storage: Storage },
  table: SavedTable,
  userId: number,
  query: { cursor?: string; limit: number },
): Promise<SavedListingsPage> {
  const { db, storage } = deps;
  const after = decodePageCursor(query.cursor);
  const mine = and(eq(table.userId, userId), or(eq(listings.status, 'active'), eq(listings.userId, userId)));
  const keyset = after?.at
    ? or(lt(table.createdAt, after.at), and(eq(table.createdAt, after.at), lt(table.listingId, after.id)))
    : undefined;
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
  const images = await createListingsRepo(db).findImages(ids);
  return { results: toListingReads(ordered, images, { storage, viewerId: userId }), total: total?.n ?? 0, next_cursor: page.nextCursor };
}
