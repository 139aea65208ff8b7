import { z } from 'zod';
import { idField } from './fields';
import { listingSchema } from './listings';
import { cleanText } from './input-text';
import { sellerScoreSchema } from './reviews';

// Engagement: likes, comments and replies, reports, wishlist and notifications. The inputs with the
// spec's messages (validated the same way in the browser and on the server) and every answer's shape.
// Each endpoint, with these shapes, is in the API docs (/api/docs, tags likes, comments, reports,
// wishlist, notifications).

export const COMMENT_MAX = 2000;
export const REPORT_COMMENT_MAX = 1000;
/** Top-level comments that come with the listing detail; more through the paged comments endpoint. */
export const DETAIL_COMMENTS = 50;
/** Replies answered under one top-level comment. */
export const REPLIES_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 100;
/** What a deleted comment that still has replies reads as. */
export const DELETED_COMMENT_TEXT = 'comment deleted';

export const REPORT_REASONS = ['spam', 'inappropriate', 'duplicate', 'prohibited', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate content',
  duplicate: 'Duplicate listing',
  prohibited: 'Prohibited item',
  other: 'Other',
};

export const NOTIFICATION_TYPES = ['activity', 'promo', 'support'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'like',
  'report_review',
  'approved',
  'deactivated',
  'message',
  'courier_application',
  'order',
  'seller_application',
  'delivery',
  'ride',
  'payout',
  'dispute',
  'saved_search',
  'listing_expiry',
  'deal_review',
  'id_verification',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const ENGAGEMENT_MESSAGES = {
  commentRequired: 'Comment cannot be empty.',
  commentMax: `Comment must be at most ${COMMENT_MAX} characters.`,
  commentListingMissing: 'Listing ID is missing. Cannot post this comment.',
  parentInvalid: 'The comment you are replying to is not on this listing.',
  parentDeleted: 'You cannot reply to a deleted comment.',
  commentNotFound: 'Comment not found',
  commentNotAuthor: 'You can only delete your own comments.',
  commentId: 'Comment ID is missing.',
  commentRate: (minutes: number) => `You are commenting too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  likeListingMissing: 'Listing ID is missing.',
  reportReason: 'Please select a reason for reporting.',
  reportListingMissing: 'Listing ID is missing. Cannot report this listing.',
  reportCommentMax: `Comment must be at most ${REPORT_COMMENT_MAX} characters.`,
  reportDuplicate: 'You have already reported this listing.',
  reportOwn: 'You cannot report your own listing.',
  reportThanks: 'Thank you for reporting this listing. Our team will review it shortly.',
  reportRate: (minutes: number) => `You have sent many reports. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  reportNotFound: 'Report not found',
  reportResolved: 'This report was already resolved.',
  reportAction: "action must be 'dismiss' or 'deactivate'.",
  reportStatus: "status must be 'open' or 'resolved'.",
  notificationNotFound: 'Notification not found',
  notificationType: `type must be one of: ${NOTIFICATION_TYPES.join(', ')}.`,
  limit: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`,
  cursor: 'cursor is not valid: use the next_cursor of the previous page.',
} as const;

const M = ENGAGEMENT_MESSAGES;

/** Trimmed text without NUL characters (PostgreSQL text cannot hold them). */

export const commentContentField = z
  .string({ error: M.commentRequired })
  .transform(cleanText)
  .pipe(z.string().min(1, M.commentRequired).max(COMMENT_MAX, M.commentMax));

export const commentInputSchema = z.object({
  listing_id: idField(M.commentListingMissing),
  content: commentContentField,
  parent_id: z.preprocess((value) => (value === '' || value === undefined ? null : value), idField(M.parentInvalid).nullable()),
});
export type CommentInput = z.output<typeof commentInputSchema>;
export type CommentFormValues = z.input<typeof commentInputSchema>;

export const likeInputSchema = z.object({ listing_id: idField(M.likeListingMissing) });
export const commentLikeInputSchema = z.object({ comment_id: idField(M.commentId) });
export const wishlistInputSchema = z.object({ listing_id: idField(M.likeListingMissing) });

export const reportInputSchema = z.object({
  listing_id: idField(M.reportListingMissing),
  title: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(REPORT_REASONS, { error: M.reportReason }),
  ),
  comment: z
    .string({ error: M.reportCommentMax })
    .transform(cleanText)
    .pipe(z.string().max(REPORT_COMMENT_MAX, M.reportCommentMax))
    .nullish()
    .transform((value) => value || null),
});
export type ReportInput = z.output<typeof reportInputSchema>;
export type ReportFormValues = z.input<typeof reportInputSchema>;

export const reportActionSchema = z.object({ action: z.enum(['dismiss', 'deactivate'], { error: M.reportAction }) });

/** `?cursor=&limit=` of every paged engagement list. */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200, M.cursor).optional(),
  limit: z.coerce.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(PAGE_LIMIT_MAX, M.limit).default(PAGE_LIMIT_DEFAULT),
});

// ---- answers ----

export const likeStateSchema = z.object({ listing_id: z.number().int(), likes: z.number().int(), has_liked: z.boolean() });
export const commentLikeStateSchema = z.object({ comment_id: z.number().int(), likes: z.number().int(), has_liked: z.boolean() });
export const wishlistStateSchema = z.object({ listing_id: z.number().int(), in_wishlist: z.boolean() });

export const commentUserSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  profilePicture: z.string().nullable(),
  profile_picture: z.string().nullable(),
});

export const commentSchema = z.object({
  id: z.number().int(),
  comment_id: z.number().int().describe('the same as id'),
  listing_id: z.number().int(),
  user_id: z.number().int().nullable().describe('null once deleted'),
  content: z.string().describe("plain text, exactly as sent (trimmed): render it as text; 'comment deleted' once deleted"),
  created_at: z.string(),
  parent_id: z.number().int().nullable(),
  likes: z.number().int(),
  has_liked: z.boolean(),
  is_author: z.boolean(),
  deleted: z.boolean(),
  user: commentUserSchema.nullable(),
});

export const commentThreadSchema = commentSchema.extend({
  replies: z.array(commentSchema).describe(`oldest first, at most ${REPLIES_MAX}`),
  replies_count: z.number().int(),
});

export const commentPageSchema = z.object({
  results: z.array(commentThreadSchema),
  total: z.number().int().describe('visible comments and replies on the listing'),
  next_cursor: z.string().nullable(),
});

export const commentDeletedSchema = z.object({
  id: z.number().int(),
  deleted: z.literal(true),
  removed: z.boolean().describe("false: kept as a 'comment deleted' placeholder because it has replies"),
  comments_count: z.number().int(),
});

/** GET /api/v1/classifieds/{id}: the listing read shape plus the viewer's engagement and the first comments. */
export const listingDetailSchema = listingSchema.extend({
  has_liked: z.boolean(),
  in_wishlist: z.boolean(),
  comments: z.array(commentThreadSchema).describe(`the first ${DETAIL_COMMENTS} top-level comments, oldest first`),
  comments_next_cursor: z.string().nullable(),
  seller_rating: sellerScoreSchema.describe("the seller's smoothed score and review count (ADR 059)"),
});

export const savedListingsPageSchema = z.object({
  results: z.array(listingSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});

export const reportSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  title: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  created_at: z.string(),
  message: z.string(),
});

export const adminReportSchema = z.object({
  id: z.number().int(),
  listing_id: z.number().int(),
  title: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(['dismissed', 'deactivated']).nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  reporter: z.object({ user_id: z.number().int(), name: z.string(), email: z.string() }),
  listing: z.object({
    id: z.number().int(),
    title: z.string(),
    status: z.string(),
    user_id: z.number().int(),
    open_reports: z.number().int(),
  }),
});

export const adminReportPageSchema = z.object({
  results: z.array(adminReportSchema),
  total: z.number().int(),
  next_cursor: z.string().nullable(),
});

export const reportResolutionSchema = z.object({
  id: z.number().int(),
  status: z.literal('resolved'),
  resolution: z.enum(['dismissed', 'deactivated']),
  resolved_count: z.number().int(),
  listing: z.object({ id: z.number().int(), status: z.string() }),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});

export const notificationPageSchema = z.object({
  results: z.array(notificationSchema),
  unread_count: z.number().int().describe('unread notifications of every type'),
  next_cursor: z.string().nullable(),
});

export type LikeState = z.infer<typeof likeStateSchema>;
export type CommentLikeState = z.infer<typeof commentLikeStateSchema>;
export type WishlistState = z.infer<typeof wishlistStateSchema>;
export type CommentUser = z.infer<typeof commentUserSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type CommentThread = z.infer<typeof commentThreadSchema>;
export type CommentPage = z.infer<typeof commentPageSchema>;
export type CommentDeleted = z.infer<typeof commentDeletedSchema>;
export type ListingDetail = z.infer<typeof listingDetailSchema>;
export type SavedListingsPage = z.infer<typeof savedListingsPageSchema>;
export type Report = z.infer<typeof reportSchema>;
export type AdminReport = z.infer<typeof adminReportSchema>;
export type AdminReportPage = z.infer<typeof adminReportPageSchema>;
export type ReportResolution = z.infer<typeof reportResolutionSchema>;
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationPage = z.infer<typeof notificationPageSchema>;
