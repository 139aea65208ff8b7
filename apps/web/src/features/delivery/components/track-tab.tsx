import { PackageSearch } from 'lucide-react';
import type { Delivery } from '@dwa/shared/delivery';
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
import { DeliveryPicker } from './delivery-picker';
import { TrackDetail } from './track-detail';

/** The active deliveries, plus the one shown when it is finished (opened from History). */
function withCurrent(active: Delivery[], current: Delivery | undefined): Delivery[] {
  return current && !active.some((item) => item.id === current.id) ? [current, ...active] : active;
}

/** Track Delivery: the chosen delivery (?id=) or the newest active one. */
export function TrackTab({ role, selectedId, navigate }: { role: DeliveryRole; selectedId: number | null; navigate: Navigate }) {
  const t = useT(deliveryMessages);
  const active = useDeliveries(role, 'active');
  const id = selectedId ?? active.data?.[0]?.id ?? null;
  const delivery = useDelivery(id);

  if (id === null) {
    if (active.isPending) return <Skeleton className="h-96 w-full" />;
    if (active.isError) return <FormAlert>{active.error.message}</FormAlert>;
    return (
      <EmptyState icon={<PackageSearch aria-hidden="true" className="size-10" />} title={t('track.none')}>
        <p className="text-sm text-gray-700 dark:text-gray-300">{role === 'customer' ? t('track.noneCustomer') : t('track.noneCourier')}</p>
        <Button onClick={() => navigate('request')}>{role === 'customer' ? t('tab.request') : t('openBoard')}</Button>
      </EmptyState>
    );
  }
  return (
    <div>
      {active.data ? (
        <DeliveryPicker
          deliveries={withCurrent(active.data, delivery.data)}
          value={id}
          onChange={(next) => navigate('track', { id: String(next) })}
        />
      ) : null}
      {delivery.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {delivery.isError ? <FormAlert>{delivery.error.message}</FormAlert> : null}
      {delivery.data ? <TrackDetail delivery={delivery.data} navigate={navigate} /> : null}
    </div>
  );
}
