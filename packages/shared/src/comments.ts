import { z } from 'zod';
import { idField } from './fields';
import { cleanText } from './input-text';
import { coded } from './coded';

// Comments and replies on a listing, and their likes (the API module comments): the inputs with the
// spec's messages (validated the same way in the browser and on the server) and every answer's
// shape. The endpoints are in the API docs (/api/docs, tag comments).

export const COMMENT_MAX = 2000;
/** Replies answered under one top-level comment. */
export const REPLIES_MAX = 100;
/** What a deleted comment that still has replies reads as. */
export const DELETED_COMMENT_TEXT = 'comment deleted';

export const COMMENT_MESSAGES = {
  commentRequired: coded('engagement.comment_required', 'Comment cannot be empty.'),
  commentMax: coded('engagement.comment_max', `Comment must be at most ${COMMENT_MAX} characters.`, { commentMax: COMMENT_MAX }),
  commentListingMissing: coded('engagement.comment_listing_missing', 'Listing ID is missing. Cannot post this comment.'),
  parentInvalid: coded('engagement.parent_invalid', 'The comment you are replying to is not on this listing.'),
  parentDeleted: coded('engagement.parent_deleted', 'You cannot reply to a deleted comment.'),
  commentNotFound: coded('engagement.comment_not_found', 'Comment not found'),
  commentNotAuthor: coded('engagement.comment_not_author', 'You can only delete your own comments.'),
  commentId: coded('engagement.comment_id', 'Comment ID is missing.'),
  commentRate: (minutes: number) =>
    coded('engagement.comment_rate', `You are commenting too fast. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
      minutes,
    }),
} as const;

const M = COMMENT_MESSAGES;

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

export const commentLikeInputSchema = z.object({ comment_id: idField(M.commentId) });

// ---- answers ----

export const commentLikeStateSchema = z.object({ comment_id: z.number().int(), likes: z.number().int(), has_liked: z.boolean() });

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

export type CommentLikeState = z.infer<typeof commentLikeStateSchema>;
export type CommentUser = z.infer<typeof commentUserSchema>;
export type Comment = z.infer<typeof commentSchema>;
export type CommentThread = z.infer<typeof commentThreadSchema>;
export type CommentPage = z.infer<typeof commentPageSchema>;
export type CommentDeleted = z.infer<typeof commentDeletedSchema>;
