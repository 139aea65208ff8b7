import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';
import type { AreaT } from '../../../lib/i18n/area';
import type { commentsMessages } from '../../../lib/i18n/catalogs/comments';

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

/** The comment thread's words (its own area, loaded with the thread). */
export type CommentsT = AreaT<(typeof commentsMessages)['en']>;

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** What the server said, when it said something a person can read (never a 5xx body). */
function serverText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return '';
  return errorMessage(error.body, '');
}

export function commentLikeText(t: CommentsT, kind: CommentKind, liked: boolean): string {
  return t(liked ? `liked.${kind}` : `unliked.${kind}`);
}

export function commentLikeFailure(t: CommentsT, kind: CommentKind, error: unknown): string {
  const status = statusOf(error);
  if (status === 0) return t(`likeFailed.network.${kind}`);
  return t(`likeFailed.${kind}`, { status });
}

export function deleteCommentFailure(t: CommentsT, error: unknown): string {
  const status = statusOf(error);
  if (status === 0) return t('deleteFailed.network');
  const body = error instanceof ApiError ? errorMessage(error.body, error.detail) : '';
  return t('deleteFailed', { status, detail: body }).trim();
}

/** The server's words, else the generic or the connection line (`text`: the report dialog's, in its language). */
export function reportFailure(error: unknown, text: { failed: string; network: string } = REPORT_TEXT): string {
  if (statusOf(error) === 0) return text.network;
  return serverText(error) || text.failed;
}

export function commentPostFailure(t: CommentsT, error: unknown): string {
  if (statusOf(error) === 0) return t('postFailed.network');
  return serverText(error) || t('postFailed');
}

/** Wishlist and notifications: the server's words, else the caller's line (offline or not) in the interface's language. */
export function actionFailure(error: unknown, text: { failed: string; offline: string }): string {
  if (statusOf(error) === 0) return text.offline;
  return serverText(error) || text.failed;
}
