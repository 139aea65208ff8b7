import { z } from 'zod';
import { idField } from './fields';
import { cleanText } from './input-text';

// Reviews and seller scores (issue 32, ADR 059). A buyer reviews the seller of a delivered order
// (1-5 stars and a few words), once per order, within the review window; they may edit it until the
// seller replies; the seller replies once, publicly. A seller's score is a smoothed average of the
// last 12 months' visible reviews, so one 5-star review does not outrank two hundred 4.8s.

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_SORTS = ['newest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_BODY_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_PAGE_SIZE = 10;
/** The months of reviews a seller's score counts. */
export const SCORE_MONTHS = 12;
/** The platform prior every score starts from (ADR 059). */
export const SCORE_PRIOR = 4;
/** How many reviews' worth of weight the prior has (ADR 059). */
export const SCORE_PRIOR_WEIGHT = 10;
/** A chat counts as answered when the seller's first reply came within this many hours. */
export const RESPONSE_WINDOW_HOURS = 24;
/** Below this many chats (or answered chats, for the reply time) a seller's figure is not shown. */
export const RESPONSE_MIN_CHATS = 3;
/** Below this many placed orders a seller's cancellation rate is not shown. */
export const CANCELLATION_MIN_ORDERS = 5;

export const REVIEW_MESSAGES = {
  rating: 'Choose from 1 to 5 stars.',
  body: `Say a few words about the seller (at most ${REVIEW_BODY_MAX} characters).`,
  reply: `Write your reply (at most ${REVIEW_REPLY_MAX} characters).`,
  notDelivered: 'You can review the seller once the order has been delivered.',
  alreadyReviewed: 'You have already reviewed this order. You can edit your review instead.',
  windowPassed: 'The time to review this order has passed.',
  notYourOrder: 'Only the buyer of this order can review it.',
  notReviewed: 'This order has no review yet.',
  replied: 'The seller has replied, so this review can no longer be edited.',
  alreadyReplied: 'You have already replied to this review.',
  notYourReview: 'Only the seller who was reviewed can reply.',
  notFound: 'Review not found',
  sellerNotFound: 'Seller not found',
  orderNotFound: 'Order not found',
  listingNotFound: 'Listing not found',
  notSoldToYou: 'You can review the seller once they mark the ad as sold to you.',
  notYourDeal: 'Only the buyer this ad was sold to can review it.',
  dealAlreadyReviewed: 'You have already reviewed this deal. You can edit your review instead.',
  dealWindowPassed: 'The time to review this deal has passed.',
  dealNotReviewed: 'This deal has no review yet.',
  sort: 'Sort by newest or lowest.',
  page: 'Enter a page number from 1.',
} as const;
const M = REVIEW_MESSAGES;

const text = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform(cleanText)
    .pipe(z.string().min(1, message).max(max, message));

export const reviewInputSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*[1-5]\s*$/.test(value) ? Number(value) : value),
    z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
  ),
  body: text(M.body, REVIEW_BODY_MAX),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewReplyInputSchema = z.object({ reply: text(M.reply, REVIEW_REPLY_MAX) });

export const reviewOrderParamsSchema = z.object({ id: idField('Enter a valid order id.') });
export const reviewListingParamsSchema = z.object({ id: idField('Enter a valid listing id.') });
export const reviewParamsSchema = z.object({ id: idField('Enter a valid review id.') });
export const sellerParamsSchema = z.object({ id: idField('Enter a valid seller id.') });
export const sellerReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: M.sort }).default('newest'),
  page: z.preprocess((value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value), z.number({ error: M.page }).int(M.page).min(1, M.page).max(1000, M.page)).default(1),
});

const iso = z.string().describe('ISO 8601');

export const reviewSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable().describe('the delivered shop order reviewed; null for a classified deal'),
  listing_id: z.number().int().nullable().describe('the classified ad its seller marked sold to the reviewer; null for a shop order'),
  seller_id: z.number().int(),
  buyer_name: z.string().describe("the reviewer's first name and initial"),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  reply: z.string().nullable(),
  replied_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
});
export type Review = z.infer<typeof reviewSchema>;

export const sellerScoreSchema = z.object({
  score: z.number().nullable().describe(`smoothed average of the last ${SCORE_MONTHS} months (ADR 059), one decimal; null without reviews`),
  count: z.number().int().describe(`reviews in the last ${SCORE_MONTHS} months`),
});
export type SellerScore = z.infer<typeof sellerScoreSchema>;

/** What the order's page needs: the review (if any) and what the viewer may do with it. */
export const orderReviewSchema = z.object({
  review: reviewSchema.nullable(),
  my_role: z.enum(['buyer', 'seller']),
  can_review: z.boolean().describe('the buyer may write one now'),
  can_edit: z.boolean().describe('the buyer may still edit theirs (no reply yet)'),
  can_reply: z.boolean().describe('the seller may reply (once)'),
  review_until: iso.nullable().describe('the end of the review window, once delivered'),
});
export type OrderReview = z.infer<typeof orderReviewSchema>;

/**
 * A classified deal's review (issue 32): the seller marked the ad sold to one of the people who
 * messaged about it, and that person may review the seller, as a shop order's buyer does.
 */
export const dealReviewSchema = orderReviewSchema.extend({
  listing_id: z.number().int(),
  title: z.string().describe("the ad's title"),
  seller_id: z.number().int(),
  seller_name: z.string().describe("the seller's business name, else their name"),
});
export type DealReview = z.infer<typeof dealReviewSchema>;

/** How a seller answers and keeps their word, over the last 12 months (issue 32). */
export const sellerHabitsSchema = z.object({
  response_rate: z.number().int().min(0).max(100).nullable().describe(`percent of the chats others started that the seller answered within ${RESPONSE_WINDOW_HOURS} hours; null under ${RESPONSE_MIN_CHATS} chats`),
  typical_reply_minutes: z.number().int().min(0).nullable().describe(`median minutes to the seller's first answer; null under ${RESPONSE_MIN_CHATS} answered chats`),
  chats: z.number().int().describe('chats others started with the seller'),
  cancellation_rate: z.number().int().min(0).max(100).nullable().describe(`percent of the seller's placed shop orders the seller cancelled; null under ${CANCELLATION_MIN_ORDERS} orders`),
  orders: z.number().int().describe("the seller's placed shop orders"),
});
export type SellerHabits = z.infer<typeof sellerHabitsSchema>;

export const sellerPageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  business_name: z.string().nullable(),
  profile_picture: z.string().nullable(),
  member_since: iso,
  phone_verified: z.boolean().describe('the seller proved a mobile number with an SMS code (ADR 063)'),
  id_verified: z.boolean().describe("the seller's Ghana Card number and selfie were checked (ADR 069)"),
  rating: sellerScoreSchema,
  habits: sellerHabitsSchema,
});
export type SellerPage = z.infer<typeof sellerPageSchema>;

export const sellerReviewsPageSchema = z.object({
  results: z.array(reviewSchema),
  page: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
});
export type SellerReviewsPage = z.infer<typeof sellerReviewsPageSchema>;

/**
 * The smoothed (Bayesian) average of ADR 059: (C * m + sum) / (C + n), where m is the platform prior
 * and C its weight in reviews. Null without reviews; otherwise rounded to one decimal.
 */
export function smoothedScore(ratings: { count: number; sum: number }, prior = SCORE_PRIOR, weight = SCORE_PRIOR_WEIGHT): number | null {
  if (ratings.count <= 0) return null;
  // In tenths over whole numbers, as the database's seller_score_tenths (migration 0029) computes it:
  // a halfway value is then exact, and both round it up alike.
  return Math.round((10 * weight * prior + 10 * ratings.sum) / (weight + ratings.count)) / 10;
}

/**
 * A seller's habits from the raw facts: each chat's minutes to the seller's first answer (null: never
 * answered), and the placed and seller-cancelled order counts. Figures on too few cases are null.
 */
export function sellerHabits(replyMinutes: (number | null)[], orders: { placed: number; cancelledBySeller: number }): SellerHabits {
  const answered = replyMinutes.filter((minutes): minutes is number => minutes !== null).sort((a, b) => a - b);
  const inTime = answered.filter((minutes) => minutes <= RESPONSE_WINDOW_HOURS * 60).length;
  const middle = answered.length / 2;
  const median = answered.length % 2 === 1 ? answered[Math.floor(middle)]! : ((answered[middle - 1] ?? 0) + (answered[middle] ?? 0)) / 2;
  return {
    response_rate: replyMinutes.length >= RESPONSE_MIN_CHATS ? Math.round((inTime / replyMinutes.length) * 100) : null,
    typical_reply_minutes: answered.length >= RESPONSE_MIN_CHATS ? Math.round(median) : null,
    chats: replyMinutes.length,
    cancellation_rate: orders.placed >= CANCELLATION_MIN_ORDERS ? Math.round((orders.cancelledBySeller / orders.placed) * 100) : null,
    orders: orders.placed,
  };
}
