import { useRef, useState } from 'react';
import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SectionError } from '../../../../components/ui/section-error';
import { Spinner } from '../../../../components/ui/spinner';
import { usePendingListings } from '../api/get-pending-listings';
import { useDecideListing } from '../api/decide-listing';
import { decisionFailure, isStale, type DecisionFailure } from '../lib/decision-failure';
import { useQueueFocus } from '../hooks/use-queue-focus';
import type { PendingListing } from '../types';
import { LoadMore } from '../../components/load-more';
import { KeyHelp } from './key-help';
import { PendingItem } from './pending-item';
import { RejectDialog } from './reject-dialog';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

const NO_ERROR: DecisionFailure = { field: null, form: null };
const ACTIONS = { a: 'approve', r: 'reject' } as const;

/** Pending listings, oldest first: approve, or reject with a reason, item after item from the keyboard. */
export function PendingQueue({ announce }: { announce: (message: string) => void }) {
  const t = useT(adminMessages);
  const query = usePendingListings();
  const decide = useDecideListing();
  const [rejecting, setRejecting] = useState<{ item: PendingListing; index: number } | null>(null);
  const [rejectError, setRejectError] = useState<DecisionFailure>(NO_ERROR);
  const [busyId, setBusyId] = useState<number | null>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const items = query.data?.pages.flatMap((page) => page.results) ?? [];

  const queue = useQueueFocus({
    keys: items.map((item) => String(item.listing.id)),
    actions: ACTIONS,
    paused: rejecting !== null,
    onEmpty: () => emptyRef.current?.focus(),
    onAction: (action, index) => {
      const item = items[index];
      if (!item || busyId !== null) return;
      if (action === 'approve') approve(item, index);
      else openReject(item, index);
    },
  });

  function failed(error: unknown, title: string) {
    announce(t('moderation.failed', { title, problem: decisionFailure(t, error, 'reason').form ?? t('moderation.tryAgain') }));
    if (isStale(error)) void query.refetch();
  }

  function approve(item: PendingListing, index: number) {
    setBusyId(item.listing.id);
    queue.markDecided(index);
    decide.mutate(
      { id: item.listing.id, status: 'active' },
      {
        onSuccess: () => announce(t('pending.approved', { title: item.listing.title })),
        onError: (error) => {
          queue.clearDecided();
          failed(error, item.listing.title);
        },
        onSettled: () => setBusyId(null),
      },
    );
  }

  function openReject(item: PendingListing, index: number) {
    setRejectError(NO_ERROR);
    setRejecting({ item, index });
  }

  function reject(reason: string) {
    if (!rejecting) return;
    const { item, index } = rejecting;
    setBusyId(item.listing.id);
    queue.markDecided(index);
    decide.mutate(
      { id: item.listing.id, status: 'inactive', reason },
      {
        onSuccess: () => {
          setRejecting(null);
          announce(t('pending.rejected', { title: item.listing.title }));
        },
        onError: (error) => {
          queue.clearDecided();
          setRejectError(decisionFailure(t, error, 'reason', { plainIsField: true }));
          if (isStale(error)) void query.refetch();
        },
        onSettled: () => setBusyId(null),
      },
    );
  }

  if (query.isPending) return <Spinner label={t('pending.loading')} />;
  if (query.isError) return <SectionError message={t('pending.error')} onRetry={() => void query.refetch()} />;

  if (items.length === 0) {
    return (
      <div ref={emptyRef} tabIndex={-1} className="outline-none">
        <EmptyState icon={<Inbox aria-hidden="true" className="size-10" />} title={t('pending.empty')}>
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('pending.emptyText')}</p>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <KeyHelp
        actions={[
          ['a', t('keys.approve')],
          ['r', t('keys.reject')],
        ]}
      />
      <ul aria-label={t('overview.pending')} onKeyDown={queue.onKeyDown} className="space-y-3">
        {items.map((item, index) => (
          <li key={item.listing.id}>
            <PendingItem
              item={item}
              busy={busyId === item.listing.id}
              {...queue.itemProps(index)}
              onApprove={() => approve(item, index)}
              onReject={() => openReject(item, index)}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
      <RejectDialog
        key={rejecting?.item.listing.id ?? 'closed'}
        title={rejecting?.item.listing.title ?? null}
        busy={busyId !== null}
        error={rejectError}
        onSubmit={reject}
        onCancel={() => setRejecting(null)}
      />
    </div>
  );
}
