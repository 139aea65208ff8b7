import { z } from 'zod';
import { idField } from './fields';
import { LIKE_MESSAGES } from './likes';

// The wishlist (the API module wishlist): the input, validated the same way in the browser and on
// the server, and the answer's shape. The endpoints are in the API docs (/api/docs, tag wishlist);
// the wishlist's page is `savedListingsPageSchema` (./listings).

/** A missing listing reads as for a like (the same sentence and problem code). */
export const wishlistInputSchema = z.object({ listing_id: idField(LIKE_MESSAGES.likeListingMissing) });

export const wishlistStateSchema = z.object({ listing_id: z.number().int(), in_wishlist: z.boolean() });

export type WishlistState = z.infer<typeof wishlistStateSchema>;
