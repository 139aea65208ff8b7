import type { ReactNode } from 'react';
import { useParams, useSearchParams } from '../../../lib/router';
import { ApiError } from '../../../lib/http';
import { useSession } from '../../../hooks/use-session';
import { useOrder } from '../api/get-order';
import { useOrdersLive } from '../hooks/use-orders-live';
import { parseOrderId, viewerOf } from '../lib/viewer';
import { LoadError } from './order-list';
import { OrderNotFound } from './order-not-found';
import { OrderReceipt } from './order-receipt';
import { OrderSkeleton } from './order-skeleton';
import { OrderView } from './order-view';
import type { OrderViewer } from '../lib/status';
import type { OrderDetail } from '../types';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/**
 * /orders/{id}: one order as its buyer, its seller or an admin sees it, followed live; ?view=receipt is its receipt.
 * `renderMoney`: what the route adds about the order's money (its dispute, buyer protection).
 */
export function OrderPage({ renderMoney }: { renderMoney?: (order: OrderDetail, viewer: OrderViewer) => ReactNode } = {}) {
  useOrdersLive();
  const t = useT(ordersMessages);
  const orderId = parseOrderId(useParams().id);
  const [search] = useSearchParams();
  const session = useSession();
  const query = useOrder(orderId);

  if (orderId === null) return <OrderNotFound />;
  if (query.isPending) return <OrderSkeleton />;
  if (query.isError) {
    const error = query.error;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) return <OrderNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="mb-4 text-2xl font-bold">{t('order')}</h1>
        <LoadError message={error.message} onRetry={() => void query.refetch()} busy={query.isFetching} />
      </div>
    );
  }
  const order = query.data;
  const viewer = viewerOf(order, session.user?.userId);
  if (search.get('view') === 'receipt') return <OrderReceipt order={order} viewer={viewer} />;
  return <OrderView order={order} viewer={viewer} money={renderMoney?.(order, viewer)} />;
}
