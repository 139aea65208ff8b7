import type { Db } from '@dwa/db/client';
import type { SavedListingsPage } from '@dwa/shared/listings';
import type { WishlistState } from '@dwa/shared/wishlist';
import type { AuthUser } from '../../plugins/auth';
import type { ListingService } from '../listings/listings.service';
import { addItem, hasItem, removeItem } from './wishlist.repo';

// The wishlist: listings a person saved, kept on the server so every device shows the same list.
// Adding twice or removing what is not there changes nothing.

export type WishlistServiceDeps = { db: Db; now: () => Date; listings: Pick<ListingService, 'findVisibleRef' | 'saved'> };

export function createWishlistService(deps: WishlistServiceDeps) {
  const { db, now, listings } = deps;
  return {
    list: (user: AuthUser, query: { cursor?: string; limit: number }): Promise<SavedListingsPage> =>
      listings.saved('wishlist', user, query),

    async add(user: AuthUser, listingId: number): Promise<WishlistState> {
      const listing = await listings.findVisibleRef(listingId, user);
      await addItem(db, user.id, listing.id, now());
      return { listing_id: listing.id, in_wishlist: true };
    },

    async remove(user: AuthUser, listingId: number): Promise<WishlistState> {
      await removeItem(db, user.id, listingId);
      return { listing_id: listingId, in_wishlist: false };
    },

    /** Whether the viewer saved the listing (false for a visitor). */
    has: async (listingId: number, viewerId: number | null): Promise<boolean> => viewerId !== null && hasItem(db, viewerId, listingId),
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
