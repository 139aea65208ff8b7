import { useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import { useReportedListings, type ReportStatus } from '../api/get-reported-listings';
import { useResolveReport } from '../api/resolve-report';
import { decisionFailure, isStale } from '../lib/decision-failure';
import { useQueueFocus } from '../hooks/use-queue-focus';
import type { ReportAction, ReportedListing } from '../types';
import { ReasonDialog } from '../../components/reason-dialog';
import { QueueBody } from './queue-body';
import { ReportedItem } from './reported-item';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';
import { RadioPills } from '../../../../components/ui/radio-pills';

const ACTIONS = { d: 'dismiss' } as const;
const DONE = { dismiss: 'reported.dismissed', deactivate: 'reported.deactivated' } as const satisfies Record<ReportAction, string>;

/** Open or resolved reports (the reported listings' and the reported reviews' tabs). */
export function StatusFilter({
  value,
  onChange,
  name = 'report-status',
}: {
  value: ReportStatus;
  onChange: (value: ReportStatus) => void;
  name?: string;
}) {
  const t = useT(adminMessages);
  return (
    <fieldset className="flex flex-wrap items-center gap-3 text-sm">
      <legend className="sr-only">{t('reported.show')}</legend>
      <RadioPills
        name={name}
        options={[
          { value: 'open', label: t('reported.open') },
          { value: 'resolved', label: t('reported.resolvedFilter') },
        ]}
        value={value}
        onChange={onChange}
      />
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
          announce(
            t('moderation.failed', {
              title: group.listing.title,
              problem: decisionFailure(t, error, 'action').form ?? t('moderation.tryAgain'),
            }),
          );
          if (isStale(error)) void query.refetch();
        },
        onSettled: () => setBusyId(null),
      },
    );
  }

  return (
    <div className="space-y-4">
      <StatusFilter value={status} onChange={setStatus} />
      <QueueBody
        query={query}
        groups={groups}
        open={status === 'open'}
        labels={{
          loading: t('reported.loading'),
          error: t('reported.error'),
          empty: status === 'open' ? t('reported.emptyOpen') : t('reported.emptyResolved'),
          list: status === 'open' ? t('reported.list') : t('reported.resolvedList'),
        }}
        emptyIcon={<Flag aria-hidden="true" className="size-10" />}
        emptyRef={emptyRef}
        onKeyDown={queue.onKeyDown}
        keyOf={(group) => group.listing.id}
      >
        {(group, index) => (
          <ReportedItem
            group={group}
            busy={busyId === group.listing.id}
            {...queue.itemProps(index)}
            onDismiss={() => decide(group, index, 'dismiss')}
            onDeactivate={() => setConfirming({ group, index })}
          />
        )}
      </QueueBody>
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
