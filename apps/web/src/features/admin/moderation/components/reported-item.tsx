import { REPORT_REASON_LABELS, type ReportReason } from '@dwa/shared/reports';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import type { ReportedListing } from '../types';
import { submittedOn } from './pending-item';
import { QueueItem, type QueueItemProps } from './queue-item';
import { useFormat, useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

const reasonLabel = (reason: string) => REPORT_REASON_LABELS[reason as ReportReason] ?? reason;

type Props = QueueItemProps & {
  group: ReportedListing;
  onDismiss: () => void;
  onDeactivate: () => void;
};

/** One reported listing with every report against it; a decision resolves all its open reports. */
export function ReportedItem({ group, busy, itemRef, tabIndex, onFocus, onDismiss, onDeactivate }: Props) {
  const f = useFormat();
  const t = useT(adminMessages);
  const { listing, owner, reports } = group;
  const titleId = `reported-${listing.id}-title`;
  const open = group.open_count > 0;
  return (
    <QueueItem titleId={titleId} busy={busy} itemRef={itemRef} tabIndex={tabIndex} onFocus={onFocus}>
      <div className="flex items-start gap-3">
        {listing.image ? (
          <img
            src={listing.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-lg bg-gray-100 object-cover dark:bg-gray-800"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words">
            {listing.title}
          </h3>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <span className="font-semibold">{f.cedis(listing.price, 'ghc')}</span> ·{' '}
            {t('reported.meta', { name: owner.name, status: listing.status })}
          </p>
          <Badge tone={open ? 'warning' : 'neutral'} className="mt-1">
            {open ? t('reported.openCount', { count: group.open_count }) : t('reported.resolved')}
          </Badge>
        </div>
      </div>
      <ul aria-label={t('reported.reportsOf', { title: listing.title })} className="mt-3 space-y-2">
        {reports.map((report) => (
          <li key={report.id} className="rounded-lg bg-gray-50 px-3 py-2 text-sm dark:bg-gray-900">
            <p className="flex flex-wrap items-center gap-x-2">
              <span className="font-semibold">{reasonLabel(report.reason)}</span>
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
      {open ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onDismiss} disabled={busy} aria-keyshortcuts="d">
            {t('reported.dismiss')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDeactivate} disabled={busy} className="text-red-700 dark:text-red-300">
            {t('reported.deactivate')}
          </Button>
        </div>
      ) : null}
    </QueueItem>
  );
}
