import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { listings } from '@dwa/db/schema';
import { NotFoundError } from '../../lib/errors';
import { isAdmin, type AuthUser } from '../../plugins/auth';

// The listing facts other modules need (likes, comments, reports, chat, delivery), and the
// visibility rule: a listing that is not active exists only for its owner and admins (404 for
// everyone else, as the detail answers). Other modules reach these through the listing service.

export const LISTING_NOT_FOUND = 'Listing not found';

export type ListingRef = {
  id: number;
  userId: number;
  title: string;
  status: (typeof listings.$inferSelect)['status'];
  extra: Record<string, unknown>;
  category: string;
  buyNow: boolean;
  /** When a classified ad expires (ADR 066); null for a shop listing. */
  expiresAt: Date | null;
  /** False when the owner's account is deactivated: then only they and admins see it. */
  ownerActive: boolean;
};

const refColumns = {
  id: listings.id,
  userId: listings.userId,
  title: listings.title,
  status: listings.status,
  extra: listings.extra,
  category: listings.category,
  buyNow: listings.buyNow,
  expiresAt: listings.expiresAt,
  ownerActive: sql<boolean>`coalesce((SELECT o.is_active FROM users o WHERE o.id = "listings"."user_id"), false)`.mapWith(Boolean),
};

export async function findListingRef(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ListingRef | null> {
  const query = db.select(refColumns).from(listings).where(eq(listings.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export function canSeeListing(
  listing: Pick<ListingRef, 'status' | 'userId'> & { ownerActive?: boolean },
  viewer: AuthUser | null,
): boolean {
  return (
    (listing.status === 'active' && listing.ownerActive !== false) || (viewer !== null && (viewer.id === listing.userId || isAdmin(viewer)))
  );
}

export async function findVisibleListing(
  db: Executor,
  id: number,
  viewer: AuthUser | null,
  options: { forUpdate?: boolean } = {},
): Promise<ListingRef> {
  const listing = await findListingRef(db, id, options);
  if (!listing || !canSeeListing(listing, viewer)) throw new NotFoundError(LISTING_NOT_FOUND);
  return listing;
}

/** The counters other modules keep on a listing, each moved in the same transaction as its rows. */
export type ListingCounter = 'likes' | 'comments';
const COUNTER_COLUMNS = { likes: listings.likesCount, comments: listings.commentsCount } as const;

/** Moves the counter by `delta` (never below 0) and answers the new value. */
export async function addToCounter(db: Executor, listingId: number, counter: ListingCounter, delta: 1 | -1): Promise<number> {
  const column = COUNTER_COLUMNS[counter];
  const moved = sql<number>`greatest(${column} + ${sql.raw(String(delta))}, 0)`;
  const [row] = await db
    .update(listings)
    .set(counter === 'likes' ? { likesCount: moved } : { commentsCount: moved })
    .where(eq(listings.id, listingId))
    .returning({ value: column });
  return row?.value ?? 0;
}

export async function counterOf(db: Executor, listingId: number, counter: ListingCounter): Promise<number> {
  const [row] = await db.select({ value: COUNTER_COLUMNS[counter] }).from(listings).where(eq(listings.id, listingId));
  return row?.value ?? 0;
}

/**
 * What the listing's running paid boosts give it (written by the boosts module only, ADR 072): a
 * Featured one its place in the featured slots, an Urgent one its lift; the badge is Urgent when
 * both run (ADR 076), else the kind that runs, else NONE.
 */
export async function setBoosted(db: Executor, listingId: number, running: { featured: boolean; urgent: boolean }): Promise<void> {
  const promotion = running.urgent ? 'URGENT' : running.featured ? 'FEATURED' : 'NONE';
  await db.update(listings).set({ promotion, featured: running.featured }).where(eq(listings.id, listingId));
}

/** The web page of a listing, for notification links. */
export const listingLink = (id: number) => `/listing/${id}`;
