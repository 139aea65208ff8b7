import { eq } from 'drizzle-orm';
import { listings } from '@dwa/db/schema';
import { NotFoundError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { LISTING_ERRORS } from '../listings/listings.service';
import type { Executor } from './engagement-db';

// The listing facts engagement needs, and the listings module's visibility rule: a listing that is
// not active exists only for its owner and admins (404 for everyone else, as the detail answers).

export type ListingRef = {
  id: number;
  userId: number;
  title: string;
  status: (typeof listings.$inferSelect)['status'];
  extra: Record<string, unknown>;
};

const refColumns = { id: listings.id, userId: listings.userId, title: listings.title, status: listings.status, extra: listings.extra };

export async function findListingRef(db: Executor, id: number, options: { forUpdate?: boolean } = {}): Promise<ListingRef | null> {
  const query = db.select(refColumns).from(listings).where(eq(listings.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export const isAdmin = (viewer: AuthUser | null) => viewer?.userType === 'ADMIN';

export function canSeeListing(listing: Pick<ListingRef, 'status' | 'userId'>, viewer: AuthUser | null): boolean {
  return listing.status === 'active' || (viewer !== null && (viewer.id === listing.userId || isAdmin(viewer)));
}

export async function findVisibleListing(db: Executor, id: number, viewer: AuthUser | null, options: { forUpdate?: boolean } = {}): Promise<ListingRef> {
  const listing = await findListingRef(db, id, options);
  if (!listing || !canSeeListing(listing, viewer)) throw new NotFoundError(LISTING_ERRORS.notFound);
  return listing;
}

export const listingLink = (id: number) => `/listing/${id}`;

/** A listing title as quoted in a notification, cut to stay readable. */
export function quoted(title: string, max = 60): string {
  return `"${title.length > max ? `${title.slice(0, max).trimEnd()}...` : title}"`;
}
