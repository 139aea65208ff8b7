import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Heart, MessageSquareReply, Trash2 } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Translatable } from '../../../components/translate/translatable';
import { profilePictureUrl } from '../../../lib/media-url';
import { notify } from '../../../lib/toast';
import { useLikeComment } from '../api/like-comment';
import type { SignInFirst } from '../../../hooks/use-sign-in-first';
import { DELETED_TEXT, authorName, canDelete } from '../lib/comment-tree';
import type { CommentKind } from '../lib/messages';
import { commentLikeFailure, commentLikeText } from '../lib/messages';
import { timeAgo } from '../../../lib/time-ago';
import type { Comment, CommentThread } from '../types';
import { CommentForm } from './comment-form';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { commentsMessages } from '../../../lib/i18n/catalogs/comments';
import { likesMessages } from '../../../lib/i18n/catalogs/likes';

export type CommentContext = {
  listingId: number;
  sellerId: number;
  viewerId: string | null;
  signInFirst: SignInFirst;
  onDelete: (comment: Comment, kind: CommentKind) => void;
};

const action =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-gray-100';

function CommentLike({ comment, kind, context }: { comment: Comment; kind: CommentKind; context: CommentContext }) {
  const t = useT(commentsMessages);
  const e = useT(likesMessages);
  const mutation = useLikeComment(context.listingId);
  function toggle() {
    if (mutation.isPending) return;
    const like = !comment.has_liked;
    mutation.mutate(
      { commentId: comment.id, like },
      {
        onSuccess: () => notify.success(commentLikeText(t, kind, like)),
        onError: (error) => notify.error(commentLikeFailure(t, kind, error)),
      },
    );
  }
  return (
    <button type="button" aria-pressed={comment.has_liked} onClick={() => context.signInFirst(toggle)} className={action}>
      <Heart
        aria-hidden="true"
        className={`size-4 ${comment.has_liked ? 'fill-red-600 text-red-600 dark:fill-red-400 dark:text-red-400' : ''}`}
      />
      {e('like')}
      <span className="tabular-nums">
        {comment.likes}
        <span className="sr-only"> {e('likes', { count: comment.likes })}</span>
      </span>
    </button>
  );
}

/** One comment or reply: who and when, the text (always as text), and what the viewer may do. */
function CommentBody({
  comment,
  kind,
  context,
  children,
}: {
  comment: Comment;
  kind: CommentKind;
  context: CommentContext;
  children?: ReactNode;
}) {
  const f = useFormat();
  const t = useT(commentsMessages);
  if (comment.deleted) {
    return (
      <div className="flex gap-3">
        <span aria-hidden="true" className="size-9 shrink-0 rounded-full bg-gray-200 dark:bg-gray-800" />
        <p className="py-2 text-sm text-gray-600 italic dark:text-gray-400">{DELETED_TEXT}</p>
      </div>
    );
  }
  const name = authorName(comment);
  const isSeller = comment.user_id !== null && comment.user_id === context.sellerId;
  return (
    <div className="flex gap-3">
      <Avatar name={name} src={profilePictureUrl(comment.user?.profilePicture ?? comment.user?.profile_picture)} size={36} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          <span className="font-semibold text-gray-900 dark:text-gray-100">{name}</span>
          {isSeller ? <Badge tone="success">{t('seller')}</Badge> : null}
          <time dateTime={comment.created_at} className="text-xs text-gray-600 dark:text-gray-400">
            {timeAgo(f, comment.created_at)}
          </time>
        </p>
        <Translatable text={comment.content}>
          {(shown) => <p className="mt-1 text-sm break-words whitespace-pre-line text-gray-800 dark:text-gray-200">{shown}</p>}
        </Translatable>
        <div className="mt-1 -ml-2 flex flex-wrap items-center gap-1">
          <CommentLike comment={comment} kind={kind} context={context} />
          {children}
          {canDelete(comment, context.viewerId) ? (
            <button
              type="button"
              onClick={() => context.onDelete(comment, kind)}
              className={`${action} hover:text-red-800 dark:hover:text-red-300`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {t('delete')}
              <span className="sr-only"> {t(`kind.${kind}`)}</span>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function CommentItem({ thread, context }: { thread: CommentThread; context: CommentContext }) {
  const t = useT(commentsMessages);
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const name = thread.deleted ? t('deletedName') : authorName(thread);

  function closeReply() {
    setReplying(false);
    replyButton.current?.focus();
  }

  return (
    <li>
      <article aria-label={thread.deleted ? t('deletedLabel') : t('commentBy', { name })}>
        <CommentBody comment={thread} kind="comment" context={context}>
          <button
            ref={replyButton}
            type="button"
            aria-expanded={replying}
            onClick={() => context.signInFirst(() => setReplying((open) => !open))}
            className={action}
          >
            <MessageSquareReply aria-hidden="true" className="size-4" />
            {replying ? t('cancel') : t('reply')}
            <span className="sr-only"> {t('reply.to', { name })}</span>
          </button>
        </CommentBody>
        {thread.replies.length > 0 || replying ? (
          <div className="mt-3 ml-4 space-y-4 border-l-2 border-gray-200 pl-4 sm:ml-12 dark:border-gray-800">
            {thread.replies.length > 0 ? (
              <ol aria-label={t('repliesTo', { name })} className="space-y-4">
                {thread.replies.map((reply) => (
                  <li key={reply.id}>
                    <article aria-label={t('replyBy', { name: authorName(reply) })}>
                      <CommentBody comment={reply} kind="reply" context={context} />
                    </article>
                  </li>
                ))}
              </ol>
            ) : null}
            {replying ? (
              <CommentForm
                listingId={context.listingId}
                parentId={thread.id}
                label={t('replyTo', { name })}
                submitLabel={t('postReply')}
                autoFocus
                onCancel={closeReply}
                onPosted={closeReply}
              />
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
