import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { ArrowLeft, Receipt } from 'lucide-react';
import { tabOf } from '@dwa/shared/orders-rules';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { formatDateTime } from '../lib/format';
import type { OrderViewer } from '../lib/status';
import type { OrderDetail } from '../types';
import { OrderActionButtons } from './order-action-buttons';
import { OrderAmounts } from './order-amounts';
import { HandoverCode, OrderFulfilment } from './order-fulfilment';
import { OrderItems } from './order-items';
import { OrderPeople } from './order-people';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { PayNow } from './pay-now';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { SLOT, aroundSlot } from '../../../lib/i18n/area';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

function BackLink({ order, viewer }: { order: OrderDetail; viewer: OrderViewer }) {
  const t = useT(ordersMessages);
  if (viewer === 'admin') return null;
  const tab = tabOf(viewer, order.status) ?? undefined;
  const href = viewer === 'buyer' ? paths.purchases.getHref(tab) : paths.mySales.getHref({ tab });
  return (
    <Link to={href} className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t(viewer === 'buyer' ? 'myPurchases' : 'mySales')}
    </Link>
  );
}

function Reasons({ order }: { order: OrderDetail }) {
  const t = useT(ordersMessages);
  const notes = [
    order.status === 'cancelled' && order.cancel_reason ? { label: t('view.whyCancelled'), text: order.cancel_reason } : null,
    order.return_reason ? { label: t('view.returnReason'), text: order.return_reason } : null,
  ].filter((note): note is { label: string; text: string } => note !== null);
  if (notes.length === 0) return null;
  return (
    <div className="space-y-2">
      {notes.map((note) => (
        <div
          key={note.label}
          className="rounded-xl border border-gray-200 bg-gray-50 px-4 py-3 text-sm dark:border-gray-700 dark:bg-gray-800/60"
        >
          <p className="font-semibold">{note.label}</p>
          <p className="break-words text-gray-700 dark:text-gray-300">{note.text}</p>
        </div>
      ))}
    </div>
  );
}

/** The order page: what comes next first (pay, the handover code, the viewer's buttons), then the details. */
export function OrderView({ order, viewer, money }: { order: OrderDetail; viewer: OrderViewer; money?: ReactNode }) {
  const f = useFormat();
  const t = useT(ordersMessages);
  const code = viewer === 'buyer' ? order.delivery?.handover_code : null;
  const [ordered, orderedAfter] = aroundSlot(t('view.ordered', { date: SLOT, count: order.item_count }));
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <DocumentTitle title={t('orderNumber', { number: order.number })} />
      <BackLink order={order} viewer={viewer} />
      <div className="mt-2 mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('orderNumber', { number: order.number })}</h1>
            <OrderStatusBadge order={order} viewer={viewer} />
          </div>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {ordered}
            <time dateTime={order.created_at}>{formatDateTime(f, order.created_at)}</time>
            {orderedAfter}
          </p>
        </div>
        <Link to={`${paths.order.getHref(order.id)}?view=receipt`} className={buttonClasses('outline', 'sm')}>
          <Receipt aria-hidden="true" className="size-4" />
          {t('view.receipt')}
        </Link>
      </div>
      <div className="space-y-4">
        {viewer === 'buyer' && order.status === 'pending_payment' ? (
          <div className="rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
            <p className="mb-2 text-sm font-medium">{t('view.approve')}</p>
            <PayNow order={order} />
          </div>
        ) : null}
        {code ? <HandoverCode code={code} /> : null}
        <Reasons order={order} />
        {money}
        {order.actions.length > 0 ? (
          <SectionCard title={t('view.whatNext')} id="order-actions-title">
            <OrderActionButtons order={order} viewer={viewer} />
          </SectionCard>
        ) : null}
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="min-w-0 space-y-4">
            <OrderItems order={order} />
            <OrderTimeline order={order} />
          </div>
          <div className="min-w-0 space-y-4">
            <OrderAmounts order={order} />
            <OrderFulfilment order={order} viewer={viewer} />
            <OrderPeople order={order} viewer={viewer} />
          </div>
        </div>
      </div>
    </div>
  );
}
