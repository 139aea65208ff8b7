import { Link } from '../../../lib/router';
import { KeyRound, MapPinned } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { deliveryMethodLabel, deliveryStatusLabel, type OrderViewer } from '../lib/status';
import type { Order } from '../types';
import { SectionCard } from '../../../components/ui/section-card';
import { useT } from '../../../lib/i18n/i18n-context';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** The buyer's code for the courier: said at the door once the item is in hand. */
export function HandoverCode({ code }: { code: string }) {
  const t = useT(ordersMessages);
  return (
    <div
      role="note"
      aria-label={t('handover.title')}
      className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <KeyRound aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
      <div>
        <p className="text-sm font-medium">{t('handover.title')}</p>
        <p className="text-3xl font-extrabold tracking-[0.3em]" data-testid="handover-code">
          {code}
        </p>
        <p className="text-xs text-gray-700 dark:text-gray-300">{t('handover.text')}</p>
      </div>
    </div>
  );
}

/** 'House 4, Ring Road, Ashanti': the address, then the region in the reader's language (issue 36). */
export function deliverTo(order: Pick<Order, 'delivery_address' | 'region'>, region: (value: string) => string): string {
  return [order.delivery_address, order.region ? region(order.region) : null].filter(Boolean).join(', ');
}

/** How the order reaches the buyer: the address or the pickup point, the recipient, and the courier job's status. */
export function OrderFulfilment({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const t = useT(ordersMessages);
  const catalogue = useCatalogueText();
  const rows: { label: string; value: string }[] = [{ label: t('method'), value: deliveryMethodLabel(t, order.delivery_method) }];
  if (order.delivery_method === 'courier') rows.push({ label: t('fulfil.deliverTo'), value: deliverTo(order, catalogue.region) });
  else rows.push({ label: t('fulfil.pickupAddress'), value: order.pickup_address ?? t('fulfil.sellerWillTell') });
  rows.push({ label: t('fulfil.recipient'), value: `${order.recipient_name}, ${order.recipient_phone}` });
  const delivery = order.delivery;
  const canTrack = delivery !== null && viewer !== 'seller';
  return (
    <SectionCard title={t(order.delivery_method === 'pickup' ? 'pickup' : 'delivery')} id="order-delivery-title">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{row.label}</dt>
            <dd className="font-medium break-words">{row.value}</dd>
          </div>
        ))}
        {delivery ? (
          <div className="contents">
            <dt className="text-gray-600 dark:text-gray-400">{t('fulfil.courierJob')}</dt>
            <dd className="font-medium" data-testid="delivery-status">
              {deliveryStatusLabel(delivery.status)}
              {delivery.courier_name ? ` · ${delivery.courier_name}` : delivery.status === 'requested' ? ` · ${t('fulfil.waiting')}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {canTrack ? (
        <Link
          to={paths.deliveryRequest.getHref({ tab: 'track', id: String(delivery.id) })}
          className={`${buttonClasses('outline', 'sm')} mt-3`}
        >
          <MapPinned aria-hidden="true" className="size-4" />
          {t('fulfil.track')}
        </Link>
      ) : null}
    </SectionCard>
  );
}
