import { z } from 'zod';
import { idField } from './fields';
import { cleanText } from './input-text';
import { MODERATION_MESSAGES, REASON_MAX } from './moderation';
import { SCORE_MONTHS } from './scores';
import { coded } from './coded';

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
/** Why a person reports a review to the moderators (ADR 074). */
export const REVIEW_REPORT_REASONS = ['fake', 'offensive', 'personal_info', 'spam', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_COMMENT_MAX = 500;
/** Photos a review may show (ADR 074), each a picture under 10 MB. */
export const REVIEW_PHOTOS_MAX = 3;
export const REVIEW_HIDE_REASON_MAX = REASON_MAX;
export { SCORE_MONTHS, SCORE_PRIOR, SCORE_PRIOR_WEIGHT, smoothedScore } from './scores';
/** A chat counts as answered when the seller's first reply came within this many hours. */
export const RESPONSE_WINDOW_HOURS = 24;
/** Below this many chats (or answered chats, for the reply time) a seller's figure is not shown. */
export const RESPONSE_MIN_CHATS = 3;
/** Below this many placed orders a seller's cancellation rate is not shown. */
export const CANCELLATION_MIN_ORDERS = 5;

export const REVIEW_MESSAGES = {
  rating: coded('reviews.rating', 'Choose from 1 to 5 stars.'),
  body: coded('reviews.body', `Say a few words about the seller (at most ${REVIEW_BODY_MAX} characters).`, {
    reviewBodyMax: REVIEW_BODY_MAX,
  }),
  reply: coded('reviews.reply', `Write your reply (at most ${REVIEW_REPLY_MAX} characters).`, { reviewReplyMax: REVIEW_REPLY_MAX }),
  notDelivered: coded('reviews.not_delivered', 'You can review the seller once the order has been delivered.'),
  alreadyReviewed: coded('reviews.already_reviewed', 'You have already reviewed this order. You can edit your review instead.'),
  windowPassed: coded('reviews.window_passed', 'The time to review this order has passed.'),
  notYourOrder: coded('reviews.not_your_order', 'Only the buyer of this order can review it.'),
  notReviewed: coded('reviews.not_reviewed', 'This order has no review yet.'),
  replied: coded('reviews.replied', 'The seller has replied, so this review can no longer be edited.'),
  alreadyReplied: coded('reviews.already_replied', 'You have already replied to this review.'),
  notYourReview: coded('reviews.not_your_review', 'Only the seller who was reviewed can reply.'),
  notFound: coded('reviews.not_found', 'Review not found'),
  sellerNotFound: coded('reviews.seller_not_found', 'Seller not found'),
  orderNotFound: coded('commerce.order_not_found', 'Order not found'),
  listingNotFound: coded('listings.not_found', 'Listing not found'),
  notSoldToYou: coded('reviews.not_sold_to_you', 'You can review the seller once they mark the ad as sold to you.'),
  notYourDeal: coded('reviews.not_your_deal', 'Only the buyer this ad was sold to can review it.'),
  dealAlreadyReviewed: coded('reviews.deal_already_reviewed', 'You have already reviewed this deal. You can edit your review instead.'),
  dealWindowPassed: coded('reviews.deal_window_passed', 'The time to review this deal has passed.'),
  dealNotReviewed: coded('reviews.deal_not_reviewed', 'This deal has no review yet.'),
  sort: coded('reviews.sort', 'Sort by newest or lowest.'),
  page: coded('reviews.page', 'Enter a page number from 1.'),
  reportReason: coded('reviews.report_reason', 'Choose why you are reporting this review.'),
  reportComment: coded('reviews.report_comment', `Details can be at most ${REVIEW_REPORT_COMMENT_MAX} characters.`, {
    reviewReportCommentMax: REVIEW_REPORT_COMMENT_MAX,
  }),
  reportOwn: coded('reviews.report_own', 'You cannot report your own review. You can edit it instead.'),
  reportDuplicate: coded('reviews.report_duplicate', 'You have already reported this review.'),
  reportThanks: coded('reviews.report_thanks', 'Thank you for reporting this review. Our team will look at it.'),
  hideReason: coded('reviews.hide_reason', 'Say why the review is hidden: its author is told.'),
  alreadyHidden: coded('reviews.already_hidden', 'This review is already hidden.'),
  notHidden: coded('reviews.not_hidden', 'This review is not hidden.'),
  noOpenReports: coded('reviews.no_open_reports', 'This review has no open reports.'),
  photos: coded('reviews.photos', `A review can have at most ${REVIEW_PHOTOS_MAX} photos, each a picture under 10 MB.`, {
    reviewPhotosMax: REVIEW_PHOTOS_MAX,
  }),
  photo: coded('disputes.photo', 'That file is not a picture we can read (JPEG, PNG, WebP, HEIC, GIF or AVIF).'),
  photoMissing: coded('reviews.photo_missing', 'Choose a photo to add.'),
  notYourPhotos: coded('reviews.not_your_photos', 'Only the author of a review can change its photos.'),
  photoNotFound: coded('reviews.photo_not_found', 'Photo not found'),
} as const;
const M = REVIEW_MESSAGES;

const text = (message: string, max: number) =>
  z.string({ error: message }).transform(cleanText).pipe(z.string().min(1, message).max(max, message));

export const reviewInputSchema = z.object({
  rating: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*[1-5]\s*$/.test(value) ? Number(value) : value),
    z.number({ error: M.rating }).int(M.rating).min(1, M.rating).max(5, M.rating),
  ),
  body: text(M.body, REVIEW_BODY_MAX),
});
export type ReviewInput = z.output<typeof reviewInputSchema>;

export const reviewReplyInputSchema = z.object({ reply: text(M.reply, REVIEW_REPLY_MAX) });

export const reviewOrderParamsSchema = z.object({ id: idField(coded('commerce.order_id', 'Enter a valid order id.')) });
export const reviewListingParamsSchema = z.object({ id: idField(coded('reviews.enter_valid_listing_id', 'Enter a valid listing id.')) });
export const reviewParamsSchema = z.object({ id: idField(coded('reviews.enter_valid_review_id', 'Enter a valid review id.')) });
export const reviewPhotoParamsSchema = reviewParamsSchema.extend({
  index: z.coerce
    .number({ error: M.photoNotFound })
    .int(M.photoNotFound)
    .min(0, M.photoNotFound)
    .max(REVIEW_PHOTOS_MAX - 1, M.photoNotFound),
});
export const sellerParamsSchema = z.object({ id: idField(coded('reviews.enter_valid_seller_id', 'Enter a valid seller id.')) });
export const sellerReviewsQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: M.sort }).default('newest'),
  page: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : value),
      z.number({ error: M.page }).int(M.page).min(1, M.page).max(1000, M.page),
    )
    .default(1),
});

const iso = z.string().describe('ISO 8601');

export const reviewSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable().describe('the delivered shop order reviewed; null for a classified deal'),
  listing_id: z.number().int().nullable().describe('the classified ad its seller marked sold to the reviewer; null for a shop order'),
  seller_id: z.number().int(),
  source: z.enum(['order', 'deal']).describe('order: a delivered shop order; deal: a classified ad its seller marked sold to the reviewer'),
  buyer_name: z.string().describe("the reviewer's first name and initial"),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  reply: z.string().nullable(),
  replied_at: iso.nullable(),
  created_at: iso,
  updated_at: iso,
  hidden: z.boolean().describe('hidden by a moderator (ADR 074): only its author and its seller still see it'),
  hidden_reason: z.string().nullable().describe("the moderator's reason, told to the review's author and seller; null when not hidden"),
  photos: z
    .array(z.object({ small: z.string().describe('320 px wide'), large: z.string().describe('640 px wide') }))
    .describe(`up to ${REVIEW_PHOTOS_MAX}, EXIF stripped`),
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
  response_rate: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe(
      `percent of the chats others started that the seller answered within ${RESPONSE_WINDOW_HOURS} hours; null under ${RESPONSE_MIN_CHATS} chats`,
    ),
  typical_reply_minutes: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe(`median minutes to the seller's first answer; null under ${RESPONSE_MIN_CHATS} answered chats`),
  chats: z.number().int().describe('chats others started with the seller'),
  cancellation_rate: z
    .number()
    .int()
    .min(0)
    .max(100)
    .nullable()
    .describe(`percent of the seller's placed shop orders the seller cancelled; null under ${CANCELLATION_MIN_ORDERS} orders`),
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

// ---- reports of reviews and their moderation (ADR 074) ----

export const reviewReportInputSchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(REVIEW_REPORT_REASONS, { error: M.reportReason }),
  ),
  comment: z
    .string({ error: M.reportComment })
    .transform(cleanText)
    .pipe(z.string().max(REVIEW_REPORT_COMMENT_MAX, M.reportComment))
    .nullish()
    .transform((value) => value || null),
});
export type ReviewReportInput = z.output<typeof reviewReportInputSchema>;

export const reviewReportSchema = z.object({
  id: z.number().int(),
  review_id: z.number().int(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  created_at: iso,
  message: z.string(),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

const limitField = z.coerce
  .number({ error: 'limit must be a whole number from 1 to 100.' })
  .int('limit must be a whole number from 1 to 100.')
  .min(1, 'limit must be a whole number from 1 to 100.')
  .max(100, 'limit must be a whole number from 1 to 100.')
  .default(50);

export const reportedReviewsQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { error: "status must be 'open' or 'resolved'." }).default('open'),
  limit: limitField,
  cursor: z.string().max(200, 'cursor is not valid: use the next_cursor of the previous page.').optional(),
});
export type ReportedReviewsQuery = z.output<typeof reportedReviewsQuerySchema>;

export const reportedReviewSchema = z.object({
  review: reviewSchema,
  seller: z.object({ id: z.number().int(), name: z.string() }),
  reports: z
    .array(
      z.object({
        id: z.number().int(),
        reason: z.enum(REVIEW_REPORT_REASONS),
        details: z.string().nullable(),
        reporter: z.object({ id: z.number().int(), name: z.string() }),
        created_at: iso,
        status: z.enum(['open', 'resolved']),
      }),
    )
    .describe('every report of the review (open and resolved, the newest 100), newest first'),
  open_count: z.number().int(),
  latest_report_at: iso.describe('the newest report with the status asked for'),
});
export const reportedReviewsPageSchema = z.object({ results: z.array(reportedReviewSchema), next_cursor: z.string().nullable() });
export type ReportedReview = z.infer<typeof reportedReviewSchema>;
export type ReportedReviewsPage = z.infer<typeof reportedReviewsPageSchema>;

export const REVIEW_MODERATION_ACTIONS = ['hide', 'restore', 'dismiss'] as const;
export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];

/** PATCH /admin/reviews/{id}: hide (needs a reason, told to the author), restore, or dismiss the open reports. */
export const reviewModerationInputSchema = z.object({
  action: z.enum(REVIEW_MODERATION_ACTIONS, { error: "action must be 'hide', 'restore' or 'dismiss'." }),
  reason: z
    .string({ error: M.hideReason })
    .transform(cleanText)
    .pipe(z.string().max(REVIEW_HIDE_REASON_MAX, MODERATION_MESSAGES.reasonMax))
    .nullish()
    .transform((value) => value || null),
});
export type ReviewModerationInput = z.output<typeof reviewModerationInputSchema>;

export const reviewModerationSchema = z.object({
  review: reviewSchema,
  resolved_count: z.number().int().describe('open reports this decision resolved'),
});
export type ReviewModeration = z.infer<typeof reviewModerationSchema>;
