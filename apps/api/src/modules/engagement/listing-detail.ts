import type { Db } from '@dwa/db/client';
import { DETAIL_COMMENTS, type ListingDetail } from '@dwa/shared/engagement';
import type { Listing } from '@dwa/shared/listings';
import type { Storage } from '../../lib/storage';
import { loadThreads } from '../comments/comment-threads';
import { hasLiked } from '../likes/likes.repo';
import { hasItem } from '../wishlist/wishlist.repo';

// The listing detail (GET /api/v1/classifieds/{id}) with the viewer's engagement: whether they like
// it and saved it, and the first comments with their replies (more on the paged comments endpoint).

export function createListingDetail(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;
  return async function withEngagement(listing: Listing, viewerId: number | null): Promise<ListingDetail> {
    const [liked, saved, comments] = await Promise.all([
      viewerId === null ? false : hasLiked(db, listing.id, viewerId),
      viewerId === null ? false : hasItem(db, viewerId, listing.id),
      loadThreads(db, storage, { listingId: listing.id, viewerId, afterId: 0, limit: DETAIL_COMMENTS }),
    ]);
    return { ...listing, has_liked: liked, in_wishlist: saved, comments: comments.threads, comments_next_cursor: comments.nextCursor };
  };
}
