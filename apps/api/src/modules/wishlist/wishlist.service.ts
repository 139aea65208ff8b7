import type { Db } from '@dwa/db/client';
import { wishlistItems } from '@dwa/db/schema';
import type { SavedListingsPage, WishlistState } from '@dwa/shared/engagement';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import { findVisibleListing } from '../engagement/listing-access';
import { savedListingsPage } from '../engagement/saved-listings';
import { addItem, removeItem } from './wishlist.repo';

// The wishlist: listings a person saved, kept on the server so every device shows the same list.
// Adding twice or removing what is not there changes nothing.

export function createWishlistService(deps: { db: Db; storage: Storage; now: () => Date }) {
  const { db, storage, now } = deps;
  return {
    list: (user: AuthUser, query: { cursor?: string; limit: number }): Promise<SavedListingsPage> =>
      savedListingsPage({ db, storage }, wishlistItems, user.id, query),

    async add(user: AuthUser, listingId: number): Promise<WishlistState> {
      const listing = await findVisibleListing(db, listingId, user);
      await addItem(db, user.id, listing.id, now());
      return { listing_id: listing.id, in_wishlist: true };
    },

    async remove(user: AuthUser, listingId: number): Promise<WishlistState> {
      await removeItem(db, user.id, listingId);
      return { listing_id: listingId, in_wishlist: false };
    },
  };
}
