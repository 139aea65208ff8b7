import { Suspense, lazy } from 'react';
import { useNearScreen } from '../../../hooks/use-near-screen';
import { Skeleton } from '../../../components/ui/skeleton';
import type { CommentThreadProps } from './comment-thread';
import { useT } from '../../../lib/i18n/i18n-context';
import { commentsMessages } from '../../../lib/i18n/catalogs/comments';

// The heading is part of the page; the thread (and its code) loads when it comes near the screen,
// which keeps the listing page's first load light.
const CommentThread = lazy(() => import('./comment-thread').then((module) => ({ default: module.CommentThread })));

/**
 * Marked as filled by the app: on a page whose app starts at the first touch (ADR 099), index.html's
 * boot script starts it when this comes near the screen, as a reader scrolls down to the comments.
 */
function ThreadSkeleton() {
  return (
    <div className="mt-4 space-y-4" aria-hidden="true" data-needs-app="">
      <Skeleton className="h-24 w-full rounded-lg" />
      {[0, 1].map((index) => (
        <div key={index} className="flex gap-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function CommentsSection({ count, ...props }: CommentThreadProps & { count: number }) {
  const t = useT(commentsMessages);
  const { ref, near } = useNearScreen<HTMLElement>();
  return (
    <section
      ref={ref}
      id="comments"
      aria-labelledby="comments-heading"
      className="scroll-mt-20 rounded-2xl border border-gray-200 p-4 sm:p-6 dark:border-gray-800"
    >
      <h2 id="comments-heading" tabIndex={-1} className="text-lg font-bold outline-none">
        {t('count', { count })}
      </h2>
      {near ? (
        <Suspense fallback={<ThreadSkeleton />}>
          <CommentThread {...props} />
        </Suspense>
      ) : (
        <ThreadSkeleton />
      )}
    </section>
  );
}
