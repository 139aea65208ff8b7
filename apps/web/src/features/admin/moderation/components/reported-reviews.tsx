import { useRef, useState } from 'react';
import { MessageSquareWarning } from 'lucide-react';
import type { ReportedReview, ReviewModerationAction } from '@dwa/shared/reviews';
import type { ReportStatus } from '../api/get-reported-listings';
import { useReportedReviews } from '../api/get-reported-reviews';
import { useDecideReview } from '../api/decide-review';
import { decisionFailure, isStale } from '../lib/decision-failure';
import { useQueueFocus } from '../hooks/use-queue-focus';
import { ReasonDialog } from '../../components/reason-dialog';
import { QueueBody } from './queue-body';
import { ReportedReviewItem } from './reported-review-item';
import { StatusFilter } from './reported-list';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

const ACTIONS = { d: 'dismiss' } as const;
const DONE = { hide: 'reviews.hidden', restore: 'reviews.restored', dismiss: 'reviews.dismissed' } as const satisfies Record<
  ReviewModerationAction,
  string
>;

/** Reported reviews, grouped (ADR 074): hide one (with the reason its author is told), keep it, or restore a hidden one. */
export function ReportedReviews({ announce }: { announce: (message: string) => void }) {
  const t = useT(adminMessages);
  const [status, setStatus] = useState<ReportStatus>('open');
  const query = useReportedReviews(status);
  const decideMutation = useDecideReview();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [hiding, setHiding] = useState<{ group: ReportedReview; index: number } | null>(null);
  const [hideError, setHideError] = useState<string | null>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const groups = query.data?.pages.flatMap((page) => page.results) ?? [];

  const queue = useQueueFocus({
    keys: groups.map((group) => String(group.review.id)),
    actions: status === 'open' ? ACTIONS : {},
    paused: hiding !== null,
    onEmpty: () => emptyRef.current?.focus(),
    onAction: (_action, index) => {
      const group = groups[index];
      if (group && busyId === null && !group.review.hidden && group.open_count > 0) decide(group, index, 'dismiss');
    },
  });

  function decide(group: ReportedReview, index: number, action: ReviewModerationAction, reason?: string) {
    const seller = group.seller.name;
    setBusyId(group.review.id);
    if (status === 'open') queue.markDecided(index);
    decideMutation.mutate(
      { reviewId: group.review.id, action, reason },
      {
        onSuccess: () => {
          setHiding(null);
          announce(t(DONE[action], { seller }));
        },
        onError: (error) => {
          queue.clearDecided();
          const failure = decisionFailure(t, error, 'reason', { plainIsField: true });
          if (action === 'hide' && failure.field) return setHideError(failure.field);
          setHiding(null);
          announce(t('moderation.failed', { title: t('reviews.of', { seller }), problem: failure.form ?? t('moderation.tryAgain') }));
          if (isStale(error)) void query.refetch();
        },
        onSettled: () => setBusyId(null),
      },
    );
  }

  return (
    <div className="space-y-4">
      <StatusFilter value={status} onChange={setStatus} name="review-report-status" />
      <QueueBody
        query={query}
        groups={groups}
        open={status === 'open'}
        labels={{
          loading: t('reviews.loading'),
          error: t('reviews.error'),
          empty: status === 'open' ? t('reviews.emptyOpen') : t('reviews.emptyResolved'),
          list: t('reviews.list'),
        }}
        emptyIcon={<MessageSquareWarning aria-hidden="true" className="size-10" />}
        emptyRef={emptyRef}
        onKeyDown={queue.onKeyDown}
        keyOf={(group) => group.review.id}
      >
        {(group, index) => (
          <ReportedReviewItem
            group={group}
            busy={busyId === group.review.id}
            {...queue.itemProps(index)}
            onHide={() => {
              setHideError(null);
              setHiding({ group, index });
            }}
            onRestore={() => decide(group, index, 'restore')}
            onDismiss={() => decide(group, index, 'dismiss')}
          />
        )}
      </QueueBody>
      <ReasonDialog
        key={hiding?.group.review.id ?? 'closed'}
        open={hiding !== null}
        title={t('reviews.hideTitle')}
        label={t('reviews.hideLabel')}
        confirmLabel={t('reviews.hide')}
        busy={busyId !== null}
        error={hideError}
        onConfirm={(reason) => hiding && decide(hiding.group, hiding.index, 'hide', reason)}
        onCancel={() => setHiding(null)}
      >
        <p className="break-words">{t('reviews.hideText')}</p>
      </ReasonDialog>
    </div>
  );
}
