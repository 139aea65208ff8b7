import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '@dwa/db/client';
import { listingImages, listingReports, listings, listingViews, sellerStats, users } from '@dwa/db/schema';
import { listingSelection, type ListingColumns } from './listing-columns';

// Drizzle queries for listings, and nothing else. `listingSelection` (listing-columns.ts) +
// `findImages` are the read path every listing answer uses; the search (listings.search-sql.ts)
// reads the same columns in its own SELECT.

export type ListingImageRow = typeof listingImages.$inferSelect;
export type NewListing = Omit<typeof listings.$inferInsert, 'id' | 'search'>;
export type ListingChanges = Partial<Omit<NewListing, 'userId' | 'createdAt'>>;
export type NewImage = { storageKey: string; width: number; height: number };

/** Listings joined with their sellers (and the sellers' review figures, ADR 067); add where/order/limit (a dynamic query). */
export function selectListings(db: Db | Tx) {
  return db
    .select<typeof listingSelection>(listingSelection)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.userId))
    .leftJoin(sellerStats, eq(sellerStats.sellerId, listings.userId))
    .$dynamic();
}

/**
 * Which of `listingIds` the person has an open report on (their flag, `is_flagged` of the read).
 * Read here, beside the listing it describes, like the likes and wishlist of saved-listings.ts;
 * the reports module writes the table.
 */
export async function openFlagsBy(db: Executor, userId: number | null, listingIds: number[]): Promise<Set<number>> {
  if (userId === null || listingIds.length === 0) return new Set();
  const rows = await db
    .select({ listingId: listingReports.listingId })
    .from(listingReports)
    .where(and(eq(listingReports.userId, userId), eq(listingReports.status, 'open'), inArray(listingReports.listingId, listingIds)));
  return new Set(rows.map((row) => row.listingId));
}

/** A listing with its seller, as every read answers it. */
export type ListingRow = ListingColumns;

const newestFirst = [desc(listings.createdAt), desc(listings.id)];

export function createListingsRepo(db: Db) {
  async function findImages(listingIds: number[]): Promise<ListingImageRow[]> {
    if (listingIds.length === 0) return [];
    return db
      .select()
      .from(listingImages)
      .where(inArray(listingImages.listingId, listingIds))
      .orderBy(asc(listingImages.listingId), asc(listingImages.position), asc(listingImages.id));
  }

  async function insertImages(tx: Tx, listingId: number, images: NewImage[], firstPosition: number, createdAt: Date) {
    if (images.length === 0) return;
    await tx
      .insert(listingImages)
      .values(images.map((image, index) => ({ ...image, listingId, position: firstPosition + index, createdAt })));
  }

  return {
    findImages,

    async findById(id: number): Promise<ListingRow | null> {
      const [row] = await selectListings(db).where(eq(listings.id, id)).limit(1);
      return row ?? null;
    },

    /** Every listing of one seller, all statuses, newest first. */
    async listByUser(userId: number): Promise<ListingRow[]> {
      return selectListings(db)
        .where(eq(listings.userId, userId))
        .orderBy(...newestFirst);
    },

    /** The listing and its photos, in one transaction (with `also`, e.g. the seller's notice). */
    async insertWithImages(values: NewListing, images: NewImage[], also?: (tx: Tx, id: number) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(listings).values(values).returning({ id: listings.id });
        if (!created) throw new Error('Listing insert returned no row');
        await insertImages(tx, created.id, images, 0, values.createdAt ?? new Date());
        await also?.(tx, created.id);
        return created.id;
      });
    },

    /**
     * Changes the fields and sets the photos to `keepImageIds` (in that order) followed by `added`,
     * in one transaction. Answers the rows of the photos it dropped, for the caller to remove files.
     */
    async updateWithImages(
      id: number,
      changes: ListingChanges,
      keepImageIds: number[],
      added: NewImage[],
      also?: (tx: Tx) => Promise<void>,
    ): Promise<ListingImageRow[]> {
      return db.transaction(async (tx) => {
        await also?.(tx);
        await tx.update(listings).set(changes).where(eq(listings.id, id));
        const current = await tx.select().from(listingImages).where(eq(listingImages.listingId, id));
        const dropped = current.filter((image) => !keepImageIds.includes(image.id));
        if (dropped.length > 0)
          await tx.delete(listingImages).where(
            inArray(
              listingImages.id,
              dropped.map((image) => image.id),
            ),
          );
        for (const [position, imageId] of keepImageIds.entries()) {
          await tx
            .update(listingImages)
            .set({ position })
            .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, id)));
        }
        await insertImages(tx, id, added, keepImageIds.length, changes.updatedAt ?? new Date());
        return dropped;
      });
    },

    /** `also` runs in the same transaction (an admin's audit row). */
    async update(id: number, changes: ListingChanges, also?: (tx: Tx) => Promise<void>): Promise<void> {
      if (!also) {
        await db.update(listings).set(changes).where(eq(listings.id, id));
        return;
      }
      await db.transaction(async (tx) => {
        await also(tx);
        await tx.update(listings).set(changes).where(eq(listings.id, id));
      });
    },

    /** Deletes the listing (its photos, views and the rest cascade) and answers its photo rows. */
    async delete(id: number, also?: (tx: Tx) => Promise<void>): Promise<ListingImageRow[]> {
      return db.transaction(async (tx) => {
        await also?.(tx);
        const images = await tx.select().from(listingImages).where(eq(listingImages.listingId, id));
        await tx.delete(listings).where(eq(listings.id, id));
        return images;
      });
    },

    /**
     * Counts a view unless this viewer was counted for this listing since `countedAfter`.
     * Answers the listing's view count after the call.
     */
    async recordView(listingId: number, viewerKey: string, now: Date, countedAfter: Date): Promise<number | null> {
      return db.transaction(async (tx) => {
        const counted = await tx
          .insert(listingViews)
          .values({ listingId, viewerKey, lastViewedAt: now })
          .onConflictDoUpdate({
            target: [listingViews.listingId, listingViews.viewerKey],
            set: { lastViewedAt: now },
            setWhere: lte(listingViews.lastViewedAt, countedAfter),
          })
          .returning({ listingId: listingViews.listingId });
        if (counted.length === 0) return null;
        const [updated] = await tx
          .update(listings)
          .set({ viewsCount: sql`${listings.viewsCount} + 1` })
          .where(eq(listings.id, listingId))
          .returning({ views: listings.viewsCount });
        return updated?.views ?? null;
      });
    },
  };
}

export type ListingsRepo = ReturnType<typeof createListingsRepo>;
