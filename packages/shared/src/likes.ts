import { z } from 'zod';
import { idField } from './fields';
import { coded } from './coded';

// Likes of a listing (the API module likes): the input with the spec's message, validated the same
// way in the browser and on the server, and the answer's shape. The endpoints are in the API docs
// (/api/docs, tag likes); the liked listings' page is `savedListingsPageSchema` (./listings). A
// comment's like is the comments module's (./comments).

export const LIKE_MESSAGES = {
  likeListingMissing: coded('engagement.like_listing_missing', 'Listing ID is missing.'),
} as const;

export const likeInputSchema = z.object({ listing_id: idField(LIKE_MESSAGES.likeListingMissing) });

export const likeStateSchema = z.object({ listing_id: z.number().int(), likes: z.number().int(), has_liked: z.boolean() });

export type LikeState = z.infer<typeof likeStateSchema>;
