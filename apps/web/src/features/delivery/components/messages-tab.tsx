import { MessageCircle } from 'lucide-react';
import { ASSIGNED_STATUSES } from '@dwa/shared/delivery-constants';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { useDeliveries } from '../api/get-deliveries';
import { useDelivery } from '../api/get-delivery';
import type { DeliveryRole } from '../api/query-keys';
import type { Navigate } from '../types';
import { DeliveryChat } from './delivery-chat';
import { DeliveryPicker } from './delivery-picker';

/** Messages: the chat of the chosen delivery (?id=) or of the newest one with a courier on it. */
export function MessagesTab({ role, selectedId, navigate }: { role: DeliveryRole; selectedId: number | null; navigate: Navigate }) {
  const t = useT(deliveryMessages);
  const active = useDeliveries(role, 'active');
  const withCourier = (active.data ?? []).filter((delivery) => (ASSIGNED_STATUSES as readonly string[]).includes(delivery.status));
  const id = selectedId ?? withCourier[0]?.id ?? null;
  const delivery = useDelivery(id);

  if (id === null) {
    if (active.isPending) return <Skeleton className="h-96 w-full" />;
    if (active.isError) return <FormAlert>{active.error.message}</FormAlert>;
    return (
      <EmptyState icon={<MessageCircle aria-hidden="true" className="size-10" />} title={t('chat.none')}>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('chat.noneText')}</p>
        <Button variant="outline" onClick={() => navigate('track')}>
          {t('tab.track')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div>
      <DeliveryPicker
        deliveries={delivery.data && !withCourier.some((item) => item.id === id) ? [delivery.data, ...withCourier] : withCourier}
        value={id}
        onChange={(next) => navigate('messages', { id: String(next) })}
      />
      {delivery.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {delivery.isError ? <FormAlert>{delivery.error.message}</FormAlert> : null}
      {delivery.data ? <DeliveryChat delivery={delivery.data} /> : null}
    </div>
  );
}
