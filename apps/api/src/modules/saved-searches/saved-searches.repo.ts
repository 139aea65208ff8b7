import { and, asc, count, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '@dwa/db/client';
import { savedSearches, users } from '@dwa/db/schema';

// Saved searches' queries; the matching query is explained in docs/decisions/060-saved-search-matching.md.

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;
type Frequency = SavedSearchRow['frequency'];

export const listSearches = (db: Executor, userId: number) =>
  db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));

export async function findOwnSearch(db: Executor, userId: number, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

/** Locks the person's row, so two saves at once cannot both pass the limit. */
export async function lockOwner(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countSearches(tx: Executor, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
  return row?.n ?? 0;
}

export async function insertSearch(tx: Executor, values: NewSavedSearch): Promise<SavedSearchRow> {
  const [row] = await tx.insert(savedSearches).values(values).returning();
  if (!row) throw new Error('Saved search insert returned no row');
  return row;
}

export async function updateSearch(
  db: Executor,
  userId: number,
  id: number,
  changes: { name?: string; frequency?: Frequency; email?: boolean; updatedAt: Date },
): Promise<SavedSearchRow | null> {
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSearch(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** What matching needs of a listing: null unless it is active and its seller is. */
export type MatchedListing = {
  id: number;
  user_id: number;
  title: string;
  category: string;
  sub_category: string;
  condition: string | null;
  region: string | null;
  price_pesewas: number;
  seller_score: number;
};

export async function liveListing(db: Executor, listingId: number): Promise<MatchedListing | null> {
  const [row] = await rowsOf<MatchedListing>(
    db,
    sql`SELECT l.id, l.user_id, l.title, l.category, l.sub_category, l.condition, l.region, l.price_pesewas::float8 AS price_pesewas, l.seller_score
        FROM listings l JOIN users u ON u.id = l.user_id
        WHERE l.id = ${listingId} AND l.status = 'active' AND u.is_active`,
  );
  return row ?? null;
}

export type NewDelivery = { search_id: number; user_id: number; name: string; params: Record<string, string>; frequency: Frequency };

/**
 * Records a delivery for every saved search the listing matches (not its owner's, not those turned
 * off) and answers the ones recorded now: a (search, listing) pair already recorded is skipped, so
 * a listing approved or re-published again is never told twice. The candidates come from the
 * (category_key, region_key) index: this category or any, this region or any; the other filters
 * and the words (the search's own text query against the listing's `search` vector) are checked on
 * those rows only.
 */
export async function recordMatches(tx: Executor, listing: MatchedListing, at: Date): Promise<NewDelivery[]> {
  return rowsOf<NewDelivery>(
    tx,
    sql`WITH matched AS (
          INSERT INTO saved_search_deliveries (search_id, listing_id, created_at)
          SELECT s.id, ${listing.id}::int, ${at.toISOString()}::timestamptz
          FROM saved_searches s
          WHERE s.category_key IN ('', ${listing.category}::text)
            AND s.region_key IN ('', ${listing.region ?? ''}::text)
            AND s.frequency <> 'off'
            AND s.user_id <> ${listing.user_id}::int
            AND (s.sub_category IS NULL OR s.sub_category = ${listing.sub_category}::text)
            AND (s.condition IS NULL OR s.condition = ${listing.condition}::text)
            AND (s.min_price_pesewas IS NULL OR s.min_price_pesewas <= ${listing.price_pesewas}::bigint)
            AND (s.max_price_pesewas IS NULL OR s.max_price_pesewas >= ${listing.price_pesewas}::bigint)
            AND (s.tsq IS NULL OR (SELECT search FROM listings WHERE id = ${listing.id}::int) @@ s.tsq)
            AND (s.params->>'min_rating' IS NULL OR ${listing.seller_score}::int >= round((s.params->>'min_rating')::numeric * 10))
          ON CONFLICT DO NOTHING
          RETURNING search_id
        )
        SELECT s.id AS search_id, s.user_id, s.name, s.params, s.frequency
        FROM matched m JOIN saved_searches s ON s.id = m.search_id
        ORDER BY s.id`,
  );
}

export async function markNotified(tx: Executor, searchIds: number[], listingId: number, at: Date): Promise<void> {
  if (searchIds.length === 0) return;
  await tx.execute(
    sql`UPDATE saved_search_deliveries SET notified_at = ${at.toISOString()}::timestamptz
        WHERE listing_id = ${listingId}::int AND search_id = ANY(${`{${searchIds.join(',')}}`}::int[])`,
  );
}

/** A search due for its digest, with its owner's address, name and language for the mail (ADR 073). */
export type DigestDue = {
  search_id: number;
  user_id: number;
  name: string;
  params: Record<string, string>;
  email: boolean;
  user_email: string;
  user_name: string;
  locale: string;
};

/** The searches of this frequency with deliveries waiting for their digest. */
export async function searchesWithWaiting(db: Executor, frequency: 'daily' | 'weekly'): Promise<DigestDue[]> {
  return rowsOf<DigestDue>(
    db,
    sql`SELECT s.id AS search_id, s.user_id, s.name, s.params, s.email, u.email AS user_email, u.name AS user_name, u.locale
        FROM saved_searches s JOIN users u ON u.id = s.user_id
        WHERE s.frequency = ${frequency}::text
          AND EXISTS (SELECT 1 FROM saved_search_deliveries d WHERE d.search_id = s.id AND d.notified_at IS NULL)
        ORDER BY s.id`,
  );
}

/** Marks a search's waiting deliveries as told and answers their listings (none when another run took them). */
export async function takeWaiting(tx: Executor, searchId: number, at: Date): Promise<number[]> {
  const rows = await rowsOf<{ listing_id: number }>(
    tx,
    sql`UPDATE saved_search_deliveries SET notified_at = ${at.toISOString()}::timestamptz
        WHERE search_id = ${searchId}::int AND notified_at IS NULL RETURNING listing_id`,
  );
  return rows.map((row) => row.listing_id);
}

export type DigestListingRow = { id: number; title: string; price_pesewas: number; image_key: string | null; total: number };

/**
 * The newest `limit` of these listings that are still live (their first photo's storage key), each
 * with `total`: how many of them are live.
 */
export async function liveListingsOf(tx: Executor, ids: readonly number[], limit: number): Promise<DigestListingRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<DigestListingRow>(
    tx,
    sql`SELECT l.id, l.title, l.price_pesewas::float8 AS price_pesewas,
          (SELECT i.storage_key FROM listing_images i WHERE i.listing_id = l.id ORDER BY i.position, i.id LIMIT 1) AS image_key,
          (count(*) OVER ())::int AS total
        FROM listings l JOIN users u ON u.id = l.user_id
        WHERE l.id = ANY(${`{${ids.join(',')}}`}::int[]) AND l.status = 'active' AND u.is_active
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${limit}::int`,
  );
}

/** A search and its owner's language, whoever owns it (the unsubscribe link names its owner). */
export async function searchWithLocale(db: Executor, id: number): Promise<(SavedSearchRow & { locale: string }) | null> {
  const [row] = await db
    .select({ search: savedSearches, locale: users.locale })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.id, id));
  return row ? { ...row.search, locale: row.locale } : null;
}
