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
import { useFormat } from '../../../../lib/i18n/i18n-context';

type Pending = { delivery: LockedDelivery; action: 'retry' | 'cancel' };

function Locked({ delivery, busy, onRetry, onCancel }: { delivery: LockedDelivery; busy: boolean; onRetry: () => void; onCancel: () => void }) {
  const f = useFormat();
  const titleId = `locked-${delivery.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
      <h3 id={titleId} className="font-semibold">
        Delivery #{delivery.id} · {DELIVERY_STATUS_LABELS[delivery.status]}
      </h3>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Locked {dateTime(f, delivery.locked_at)} after {delivery.attempts} wrong code{delivery.attempts === 1 ? '' : 's'}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-gray-600 dark:text-gray-400">Customer</dt>
        <dd className="break-words">{partyText(delivery.customer)}</dd>
        <dt className="font-medium text-gray-600 dark:text-gray-400">Courier</dt>
        <dd className="break-words">{partyText(delivery.courier)}</dd>
        <dt className="font-medium text-gray-600 dark:text-gray-400">From</dt>
        <dd className="break-words">{delivery.pickup_address}</dd>
        <dt className="font-medium text-gray-600 dark:text-gray-400">To</dt>
        <dd className="break-words">
          {delivery.recipient_name}, {delivery.delivery_address}
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onRetry} disabled={busy}>
          Let the courier retry
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={busy} className="text-red-700 dark:text-red-300">
          Cancel delivery
        </Button>
      </div>
    </article>
  );
}

/** Deliveries locked by wrong handover codes: let the courier try again, or call the delivery off. */
export function LockedDeliveries({ announce }: { announce: (message: string) => void }) {
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
          announce(action === 'retry' ? `Delivery #${delivery.id} unlocked: the courier can enter the code again.` : `Delivery #${delivery.id} cancelled.`);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  if (query.isPending) return <Spinner label="Loading locked deliveries..." />;
  if (query.isError) return <SectionError message="Could not load the locked deliveries." onRetry={() => void query.refetch()} />;

  return (
    <div className="space-y-4">
      {deliveries.length === 0 ? (
        <EmptyState icon={<LockOpen aria-hidden="true" className="size-10" />} title="No locked deliveries" />
      ) : (
        <ul aria-label="Locked deliveries" className="space-y-3">
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
        title="Let the courier retry"
        confirmLabel="Unlock"
        busy={unlock.isPending}
        onConfirm={() => send(null)}
        onCancel={() => setPending(null)}
      >
        <p>The wrong-code count of delivery #{pending?.delivery.id} starts again, so the courier can enter the recipient’s code. The customer and the courier see it live.</p>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </ConfirmDialog>
      <ReasonDialog
        key={pending?.action === 'cancel' ? pending.delivery.id : 'closed'}
        open={pending?.action === 'cancel'}
        title="Cancel delivery"
        label="Reason"
        hint="The customer and the courier see it on the delivery’s tracking."
        optional
        confirmLabel="Cancel delivery"
        busy={unlock.isPending}
        error={error}
        onConfirm={(reason) => send(reason)}
        onCancel={() => setPending(null)}
      >
        <p>Delivery #{pending?.delivery.id} is called off.</p>
      </ReasonDialog>
    </div>
  );
}
