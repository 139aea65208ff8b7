import { DETAIL_COMMENTS, type ListingDetail } from '@dwa/shared/listing-detail';
import type { AuthUser } from '../../plugins/auth';
import type { CommentService } from '../comments/comments.service';
import type { LikeService } from '../likes/likes.service';
import type { ListingService } from '../listings/listings.service';
import type { ReviewsService } from '../reviews/reviews.service';
import type { WishlistService } from '../wishlist/wishlist.service';

// The listing detail (GET /api/v1/classifieds/{id}): the listing, with the viewer's like and
// wishlist state (whether they like it and saved it) and the first comments with their replies (more on the paged
// comments endpoint), and the seller's smoothed score (ADR 059). A read composed of five modules,
// so it is a module of its own above them.

export type ListingDetailDeps = {
  listings: Pick<ListingService, 'view'>;
  likes: Pick<LikeService, 'hasLiked'>;
  wishlist: Pick<WishlistService, 'has'>;
  comments: Pick<CommentService, 'firstThreads'>;
  reviews: Pick<ReviewsService, 'scores'>;
};

export function createListingDetailService(deps: ListingDetailDeps) {
  return {
    /** Counts a view (listings.service `view`), then adds the viewer's engagement. */
    async view(id: number, viewer: AuthUser | null, ip: string): Promise<ListingDetail> {
      const listing = await deps.listings.view(id, viewer, ip);
      const viewerId = viewer?.id ?? null;
      const [liked, saved, comments, scores] = await Promise.all([
        deps.likes.hasLiked(listing.id, viewerId),
        deps.wishlist.has(listing.id, viewerId),
        deps.comments.firstThreads(listing.id, viewerId, DETAIL_COMMENTS),
        deps.reviews.scores([listing.user.id]),
      ]);
      const sellerRating = scores.get(listing.user.id) ?? { score: null, count: 0 };
      return {
        ...listing,
        has_liked: liked,
        in_wishlist: saved,
        comments: comments.threads,
        comments_next_cursor: comments.nextCursor,
        seller_rating: sellerRating,
      };
    },
  };
}

export type ListingDetailService = ReturnType<typeof createListingDetailService>;
