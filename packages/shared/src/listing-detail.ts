import { z } from 'zod';
import { commentThreadSchema } from './comments';
import { listingSchema } from './listings';
import { sellerScoreSchema } from './reviews';

// The listing page's read (the API module listing-detail): the listing with the viewer's like and
// wishlist state and the first comments. The endpoint is in the API docs (/api/docs).

/** Top-level comments that come with the listing detail; more through the paged comments endpoint. */
export const DETAIL_COMMENTS = 50;

/** GET /api/v1/classifieds/{id}: the listing read shape plus the viewer's like, wishlist and the first comments. */
export const listingDetailSchema = listingSchema.extend({
  has_liked: z.boolean(),
  in_wishlist: z.boolean(),
  comments: z.array(commentThreadSchema).describe(`the first ${DETAIL_COMMENTS} top-level comments, oldest first`),
  comments_next_cursor: z.string().nullable(),
  seller_rating: sellerScoreSchema.describe("the seller's smoothed score and review count (ADR 059)"),
});

export type ListingDetail = z.infer<typeof listingDetailSchema>;
