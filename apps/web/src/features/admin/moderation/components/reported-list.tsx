import { useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SectionError } from '../../../../components/ui/section-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useReportedListings, type ReportStatus } from '../api/get-reported-listings';
import { useResolveReport } from '../api/resolve-report';
import { decisionFailure, isStale } from '../lib/decision-failure';
import { useQueueFocus } from '../hooks/use-queue-focus';
import type { ReportAction, ReportedListing } from '../types';
import { LoadMore } from '../../components/load-more';
import { ReasonDialog } from '../../components/reason-dialog';
import { KeyHelp } from './key-help';
import { ReportedItem } from './reported-item';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/areas/admin/en';

const ACTIONS = { d: 'dismiss' } as const;
const DONE = { dismiss: 'reported.dismissed', deactivate: 'reported.deactivated' } as const satisfies Record<ReportAction, string>;

function StatusFilter({ value, onChange }: { value: ReportStatus; onChange: (value: ReportStatus) => void }) {
  const t = useT(adminMessages);
  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm">
      <legend className="sr-only">{t('reported.show')}</legend>
      {(['open', 'resolved'] as const).map((status) => (
        <label key={status} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 px-3 dark:border-gray-600">
          <input type="radio" name="report-status" value={status} checked={value === status} onChange={() => onChange(status)} className="accent-emerald-700" />
          {status === 'open' ? t('reported.open') : t('reported.resolvedFilter')}
        </label>
      ))}
    </fieldset>
  );
}

/** Reported listings, grouped: dismiss the reports, or deactivate the listing. */
export function ReportedList({ announce }: { announce: (message: string) => void }) {
  const t = useT(adminMessages);
  const [status, setStatus] = useState<ReportStatus>('open');
  const query = useReportedListings(status);
  const resolve = useResolveReport();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<{ group: ReportedListing; index: number } | null>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const groups = query.data?.pages.flatMap((page) => page.results) ?? [];

  const queue = useQueueFocus({
    keys: groups.map((group) => String(group.listing.id)),
    actions: status === 'open' ? ACTIONS : {},
    paused: confirming !== null,
    onEmpty: () => emptyRef.current?.focus(),
    onAction: (_action, index) => {
      const group = groups[index];
      if (group && busyId === null) decide(group, index, 'dismiss');
    },
  });

  function decide(group: ReportedListing, index: number, action: ReportAction, reason?: string) {
    const report = group.reports.find((item) => item.status === 'open');
    if (!report) return;
    setBusyId(group.listing.id);
    queue.markDecided(index);
    resolve.mutate(
      { reportId: report.id, listingId: group.listing.id, action, reason },
      {
        onSuccess: () => {
          setConfirming(null);
          announce(t(DONE[action], { title: group.listing.title }));
        },
        onError: (error) => {
          queue.clearDecided();
          setConfirming(null);
          announce(t('moderation.failed', { title: group.listing.title, problem: decisionFailure(t, error, 'action').form ?? t('moderation.tryAgain') }));
          if (isStale(error)) void query.refetch();
        },
        onSettled: () => setBusyId(null),
      },
    );
  }

  let body;
  if (query.isPending) body = <Spinner label={t('reported.loading')} />;
  else if (query.isError) body = <SectionError message={t('reported.error')} onRetry={() => void query.refetch()} />;
  else if (groups.length === 0)
    body = (
      <div ref={emptyRef} tabIndex={-1} className="outline-none">
        <EmptyState icon={<Flag aria-hidden="true" className="size-10" />} title={status === 'open' ? t('reported.emptyOpen') : t('reported.emptyResolved')} />
      </div>
    );
  else
    body = (
      <>
        {status === 'open' ? <KeyHelp actions={[['d', t('keys.dismiss')]]} /> : null}
        <ul aria-label={status === 'open' ? t('reported.list') : t('reported.resolvedList')} onKeyDown={queue.onKeyDown} className="space-y-3">
          {groups.map((group, index) => {
            const props = queue.itemProps(index);
            return (
              <li key={group.listing.id}>
                <ReportedItem
                  group={group}
                  busy={busyId === group.listing.id}
                  itemRef={props.ref}
                  tabIndex={props.tabIndex}
                  onFocus={props.onFocus}
                  onDismiss={() => decide(group, index, 'dismiss')}
                  onDeactivate={() => setConfirming({ group, index })}
                />
              </li>
            );
          })}
        </ul>
        <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
      </>
    );

  return (
    <div className="space-y-4">
      <StatusFilter value={status} onChange={setStatus} />
      {body}
      <ReasonDialog
        key={confirming?.group.listing.id ?? 'closed'}
        open={confirming !== null}
        title={t('deactivate.title')}
        label={t('reject.label')}
        optional
        confirmLabel={t('deactivate.confirm')}
        busy={busyId !== null}
        onConfirm={(reason) => confirming && decide(confirming.group, confirming.index, 'deactivate', reason || undefined)}
        onCancel={() => setConfirming(null)}
      >
        <p className="break-words">{t('deactivate.text', { title: confirming?.group.listing.title ?? '' })}</p>
      </ReasonDialog>
    </div>
  );
}
