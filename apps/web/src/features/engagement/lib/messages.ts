import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';

// The spec's toasts for likes, comments and reports (error catalogue), in one place. The texts the
// server shares are repeated, not imported, so the listing page does not load the zod schemas
// (messages.test.ts checks that they match).

export type CommentKind = 'comment' | 'reply';

export const LISTING_LIKE_TEXT = {
  liked: 'You liked this listing!',
  unliked: 'You removed your like from this listing.',
  failed: 'Could not update your like. Please check your connection and try again.',
} as const;

export const REPORT_TEXT = {
  success: 'Thank you for reporting this listing. Our team will review it shortly.',
  failed: 'Failed to report the listing. Please try again later.',
  network: 'An error occurred while reporting the listing. Please check your connection and try again.',
  reasonRequired: 'Please select a reason for reporting.',
  listingMissing: 'Listing ID is missing. Cannot report this listing.',
} as const;

export const DELETE_COMMENT_TEXT = {
  success: 'Comment deleted successfully.',
  network: 'An error occurred while deleting the comment.',
} as const;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** What the server said, when it said something a person can read (never a 5xx body). */
function serverText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return '';
  return errorMessage(error.body, '');
}

export function commentLikeText(kind: CommentKind, liked: boolean): string {
  return liked ? `You liked this ${kind}!` : `You removed your like from this ${kind}.`;
}

export function commentLikeFailure(kind: CommentKind, error: unknown): string {
  const status = statusOf(error);
  if (status === 0) return `Could not update your like for this ${kind}. Please check your connection and try again.`;
  return `Could not update your like for this ${kind}. (${status})`;
}

export function deleteCommentFailure(error: unknown): string {
  const status = statusOf(error);
  if (status === 0) return DELETE_COMMENT_TEXT.network;
  const body = error instanceof ApiError ? errorMessage(error.body, error.detail) : '';
  return `Failed to delete comment. (${status}) ${body}`.trim();
}

export function reportFailure(error: unknown): string {
  if (statusOf(error) === 0) return REPORT_TEXT.network;
  return serverText(error) || REPORT_TEXT.failed;
}

export function commentPostFailure(error: unknown): string {
  if (statusOf(error) === 0) return 'Could not post your comment. Please check your connection and try again.';
  return serverText(error) || 'Could not post your comment. Please try again later.';
}

/** Wishlist and notifications: the server's words, else a generic line. */
export function actionFailure(error: unknown, fallback: string): string {
  if (statusOf(error) === 0) return `${fallback} Please check your connection and try again.`;
  return serverText(error) || `${fallback} Please try again later.`;
}
