import { errorMessage } from '@dwa/shared/errors';
import { ApiError } from '../../../lib/http';
import { failureStatus, serverText } from '../../../lib/action-failure';
import type { AreaT } from '../../../lib/i18n/area';
import type { commentsMessages } from '../../../lib/i18n/catalogs/comments';

// The spec's toasts for comments and their likes (error catalogue), in one place.

export type CommentKind = 'comment' | 'reply';

/** The comment thread's words (its own area, loaded with the thread). */
export type CommentsT = AreaT<(typeof commentsMessages)['en']>;

export function commentLikeText(t: CommentsT, kind: CommentKind, liked: boolean): string {
  return t(liked ? `liked.${kind}` : `unliked.${kind}`);
}

export function commentLikeFailure(t: CommentsT, kind: CommentKind, error: unknown): string {
  const status = failureStatus(error);
  if (status === 0) return t(`likeFailed.network.${kind}`);
  return t(`likeFailed.${kind}`, { status });
}

export function deleteCommentFailure(t: CommentsT, error: unknown): string {
  const status = failureStatus(error);
  if (status === 0) return t('deleteFailed.network');
  const body = error instanceof ApiError ? errorMessage(error.body, error.detail) : '';
  return t('deleteFailed', { status, detail: body }).trim();
}

export function commentPostFailure(t: CommentsT, error: unknown): string {
  if (failureStatus(error) === 0) return t('postFailed.network');
  return serverText(error) || t('postFailed');
}
