import { useState } from 'react';
import { LockOpen } from 'lucide-react';
import { DELIVERY_STATUS_LABELS } from '@dwa/shared/delivery';
import type { LockedDelivery } from '@dwa/shared/admin';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SectionError } from '../../../../components/ui/section-error';
import { Spinner } from '../../../../components/ui/spinner';
import { LoadMore } from '../../components/load-more';
import { ReasonDialog } from '../../components/reason-dialog';
import { useLockedDeliveries } from '../api/get-locked-deliveries';
import { useUnlockDelivery } from '../api/unlock-delivery';
import { dateTime, partyText } from '../lib/support-text';
import { useFormat, useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type Pending = { delivery: LockedDelivery; action: 'retry' | 'cancel' };

function Locked({
  delivery,
  busy,
  onRetry,
  onCancel,
}: {
  delivery: LockedDelivery;
  busy: boolean;
  onRetry: () => void;
  onCancel: () => void;
}) {
  const f = useFormat();
  const t = useT(adminMessages);
  const titleId = `locked-${delivery.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h3 id={titleId} className="font-semibold">
        {t('locked.heading', { id: String(delivery.id), status: DELIVERY_STATUS_LABELS[delivery.status] })}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {t('locked.since', { date: dateTime(f, delivery.locked_at), count: delivery.attempts })}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-600 dark:text-gray-400">{t('locked.customer')}</dt>
        <dd className="break-words">{partyText(t, delivery.customer)}</dd>
        <dt className="font-medium text-gray-600 dark:text-gray-400">{t('locked.courier')}</dt>
        <dd className="break-words">{partyText(t, delivery.courier)}</dd>
        <dt className="font-medium text-gray-600 dark:text-gray-400">{t('locked.from')}</dt>
        <dd className="break-words">{delivery.pickup_address}</dd>
        <dt className="font-medium text-gray-600 dark:text-gray-400">{t('locked.to')}</dt>
        <dd className="break-words">
          {delivery.recipient_name}, {delivery.delivery_address}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onRetry} disabled={busy}>
          {t('locked.retry')}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={busy} className="text-red-700 dark:text-red-300">
          {t('locked.cancel')}
        </Button>
      </div>
    </article>
  );
}

/** Deliveries locked by wrong handover codes: let the courier try again, or call the delivery off. */
export function LockedDeliveries({ announce }: { announce: (message: string) => void }) {
  const t = useT(adminMessages);
  const query = useLockedDeliveries();
  const unlock = useUnlockDelivery();
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(null);
  const deliveries = query.data?.pages.flatMap((page) => page.results) ?? [];

  function open(delivery: LockedDelivery, action: Pending['action']) {
    setError(null);
    setPending({ delivery, action });
  }

  function send(reason: string | null) {
    if (!pending) return;
    const { delivery, action } = pending;
    unlock.mutate(
      { id: delivery.id, action, reason: reason || null },
      {
        onSuccess: () => {
          setPending(null);
          announce(t(action === 'retry' ? 'locked.unlocked' : 'locked.cancelled', { id: String(delivery.id) }));
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  if (query.isPending) return <Spinner label={t('locked.loading')} />;
  if (query.isError) return <SectionError message={t('locked.error')} onRetry={() => void query.refetch()} />;

  return (
    <div className="space-y-4">
      {deliveries.length === 0 ? (
        <EmptyState icon={<LockOpen aria-hidden="true" className="size-10" />} title={t('locked.none')} />
      ) : (
        <ul aria-label={t('locked.list')} className="space-y-3">
          {deliveries.map((delivery) => (
            <li key={delivery.id}>
              <Locked
                delivery={delivery}
                busy={unlock.isPending && pending?.delivery.id === delivery.id}
                onRetry={() => open(delivery, 'retry')}
                onCancel={() => open(delivery, 'cancel')}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoad={() => void query.fetchNextPage()} />
      <ConfirmDialog
        open={pending?.action === 'retry'}
        title={t('locked.retry')}
        confirmLabel={t('locked.unlock')}
        busy={unlock.isPending}
        onConfirm={() => send(null)}
        onCancel={() => setPending(null)}
      >
        <p>{t('locked.retryText', { id: String(pending?.delivery.id ?? '') })}</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ReasonDialog
        key={pending?.action === 'cancel' ? pending.delivery.id : 'closed'}
        open={pending?.action === 'cancel'}
        title={t('locked.cancel')}
        label={t('reason.label')}
        hint={t('locked.cancelHint')}
        optional
        confirmLabel={t('locked.cancel')}
        busy={unlock.isPending}
        error={error}
        onConfirm={(reason) => send(reason)}
        onCancel={() => setPending(null)}
      >
        <p>{t('locked.cancelText', { id: String(pending?.delivery.id ?? '') })}</p>
      </ReasonDialog>
    </div>
  );
}
