import { z } from 'zod';
import { coded } from './coded';

// The `?cursor=&limit=` of the paged lists of the likes, comments, wishlist, reports and
// notifications modules (liked listings, a listing's comments, the wishlist, the admin's reports, the
// notifications), with their messages.

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;

export const PAGE_MESSAGES = {
  limit: coded('engagement.limit', `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`, { pageLimitMax: PAGE_LIMIT_MAX }),
  cursor: coded('paging.cursor', 'cursor is not valid: use the next_cursor of the previous page.'),
} as const;

/** `?cursor=&limit=` of every paged list of these modules. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200, PAGE_MESSAGES.cursor).optional(),
  limit: z.coerce
    .number({ error: PAGE_MESSAGES.limit })
    .int(PAGE_MESSAGES.limit)
    .min(1, PAGE_MESSAGES.limit)
    .max(PAGE_LIMIT_MAX, PAGE_MESSAGES.limit)
    .default(PAGE_LIMIT_DEFAULT),
});
