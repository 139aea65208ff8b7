import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { MessageSquare } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { MoreButton } from '../../../components/ui/more-button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/toast';
import { useComments } from '../api/get-comments';
import { useDeleteComment } from '../api/delete-comment';
import type { SignInFirst } from '../../../hooks/use-sign-in-first';
import { flattenPages } from '../lib/comment-tree';
import type { CommentKind } from '../lib/messages';
import { deleteCommentFailure } from '../lib/messages';
import type { Comment, CommentsPage } from '../types';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import type { CommentContext } from './comment-item';
import { useT } from '../../../lib/i18n/i18n-context';
import { commentsMessages } from '../../../lib/i18n/catalogs/comments';

export type CommentThreadProps = {
  listingId: number;
  sellerId: number;
  /** The first page, as the listing read carried it: no second request for it. */
  firstPage?: CommentsPage;
  viewerId: string | null;
  signedIn: boolean;
  signInFirst: SignInFirst;
  /** The thread's total (comments and replies) whenever the server reports a new one. */
  onCountChange?: (count: number) => void;
};

export function CommentThread({ listingId, sellerId, firstPage, viewerId, signedIn, signInFirst, onCountChange }: CommentThreadProps) {
  const t = useT(commentsMessages);
  const query = useComments(listingId, firstPage);
  const remove = useDeleteComment(listingId);
  const [target, setTarget] = useState<{ comment: Comment; kind: CommentKind } | null>(null);
  const { pathname, search } = useLocation();
  const threads = flattenPages(query.data);
  const total = query.data?.pages[0]?.total;

  const reported = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (total === undefined || total === reported.current) return;
    reported.current = total;
    onCountChange?.(total);
  }, [total, onCountChange]);

  const context: CommentContext = { listingId, sellerId, viewerId, signInFirst, onDelete: (comment, kind) => setTarget({ comment, kind }) };

  function confirmDelete() {
    if (!target) return;
    const { comment } = target;
    setTarget(null);
    remove.mutate(comment.id, {
      onSuccess: () => {
        notify.success(t('deleted'));
        // The Delete button is gone with the comment: keep the keyboard in the section.
        document.getElementById('comments-heading')?.focus();
      },
      onError: (error) => notify.error(deleteCommentFailure(t, error)),
    });
  }

  return (
    <div className="mt-4 space-y-6">
      {signedIn ? (
        <CommentForm listingId={listingId} parentId={null} label={t('add')} submitLabel={t('post')} placeholder={t('placeholder')} />
      ) : (
        <p className="flex flex-wrap items-center gap-3 rounded-lg bg-gray-50 px-3 py-3 text-sm text-gray-700 dark:bg-gray-900 dark:text-gray-300">
          {t('signIn.text')}
          <Link to={paths.signin.getHref(pathname + search)} state={{ from: pathname + search }} className={buttonClasses('outline', 'sm')}>
            {t('signIn.button')}
          </Link>
        </p>
      )}

      {query.isPending ? (
        <p role="status" className="text-sm text-gray-600 dark:text-gray-400">
          {t('loading')}
        </p>
      ) : query.isError && threads.length === 0 ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 dark:border-red-900 dark:bg-red-950/40"
        >
          <p className="text-sm font-medium text-red-800 dark:text-red-200">{t('loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      ) : threads.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center text-gray-600 dark:text-gray-400">
          <MessageSquare aria-hidden="true" className="size-8" />
          <p className="text-sm">{t('empty')}</p>
        </div>
      ) : (
        <ol aria-label={t('list')} className="space-y-6">
          {threads.map((thread) => (
            <CommentItem key={thread.id} thread={thread} context={context} />
          ))}
        </ol>
      )}

      <MoreButton query={query} className="flex justify-center" text={t('more')} busyText={t('loading')} />

      <ConfirmDialog
        open={target !== null}
        title={target?.kind === 'reply' ? t('delete.reply') : t('delete.comment')}
        confirmLabel={t('delete.confirm')}
        confirmVariant="danger"
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      >
        <p>{t(target?.kind === 'reply' ? 'delete.text.reply' : 'delete.text.comment')}</p>
      </ConfirmDialog>
    </div>
  );
}
