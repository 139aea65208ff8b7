import type { ReportedReview } from '@dwa/shared/reviews';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { submittedOn } from './pending-item';
import { QueueItem, type QueueItemProps } from './queue-item';
import { useFormat, useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type Props = QueueItemProps & {
  group: ReportedReview;
  onHide: () => void;
  onRestore: () => void;
  onDismiss: () => void;
};

/** One reported review with every report against it: hide it, keep it (dismiss), or restore a hidden one. */
export function ReportedReviewItem({ group, busy, itemRef, tabIndex, onFocus, onHide, onRestore, onDismiss }: Props) {
  const f = useFormat();
  const t = useT(adminMessages);
  const { review, seller, reports } = group;
  const titleId = `reported-review-${review.id}-title`;
  const open = group.open_count > 0;
  return (
    <QueueItem titleId={titleId} busy={busy} itemRef={itemRef} tabIndex={tabIndex} onFocus={onFocus}>
      <h3 id={titleId} className="font-semibold break-words">
        {t('reviews.of', { seller: seller.name })}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('reviews.meta', { count: review.rating, name: review.buyer_name, date: submittedOn(f, review.created_at) })}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        <Badge tone={open ? 'warning' : 'neutral'}>
          {open ? t('reported.openCount', { count: group.open_count }) : t('reported.resolved')}
        </Badge>
        {review.hidden ? <Badge tone="danger">{t('reviews.hiddenBadge')}</Badge> : null}
      </div>
      <blockquote className="mt-3 rounded-lg border-l-4 border-gray-300 bg-gray-50 px-3 py-2 text-sm break-words whitespace-pre-line dark:border-gray-600 dark:bg-gray-900">
        {review.body}
      </blockquote>
      {review.hidden && review.hidden_reason ? (
        <p className="mt-2 text-sm break-words">{t('reviews.hiddenWhy', { reason: review.hidden_reason })}</p>
      ) : null}
      <ul aria-label={t('reviews.reportsOf', { seller: seller.name })} className="mt-3 space-y-2">
        {reports.map((report) => (
          <li key={report.id} className="rounded-lg bg-gray-50 px-3 py-2 text-sm dark:bg-gray-900">
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="font-semibold">{t(`reviews.reason.${report.reason}`)}</span>
              <span className="text-gray-600 dark:text-gray-400">
                {t('reported.reportBy', { name: report.reporter.name, date: submittedOn(f, report.created_at) })}
              </span>
              {report.status === 'resolved' ? <Badge>{t('reported.resolved')}</Badge> : null}
            </p>
            {report.details ? (
              <p className="mt-1 break-words whitespace-pre-line text-gray-800 dark:text-gray-200">{report.details}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        {review.hidden ? (
          <Button size="sm" variant="outline" onClick={onRestore} disabled={busy}>
            {t('reviews.restore')}
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={onHide} disabled={busy} className="text-red-700 dark:text-red-300">
            {t('reviews.hide')}
          </Button>
        )}
        {open && !review.hidden ? (
          <Button size="sm" variant="outline" onClick={onDismiss} disabled={busy} aria-keyshortcuts="d">
            {t('reviews.dismiss')}
          </Button>
        ) : null}
      </div>
    </QueueItem>
  );
}
