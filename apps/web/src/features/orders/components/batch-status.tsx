import { Link } from '../../../lib/router';
import { ArrowLeft } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { useOrders } from '../api/get-orders';
import { formatCedis, itemsSummary } from '../lib/format';
import { latestCopies } from '../lib/live';
import { deliveryMethodLabel, fulfilmentLabel } from '../lib/status';
import type { Order } from '../types';
import { LoadError, OrderCardsSkeleton } from './order-list';
import { NoActiveOrders } from './no-active-orders';
import { OrderActionButtons } from './order-action-buttons';
import { OrderStatusBadge } from './order-status-badge';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

const BATCH_LIMIT = 100;
// The seller hears no frame when a courier takes or carries the job (only when the order moves): poll.
const COURIER_POLL_MS = 30_000;

function BatchRow({ order }: { order: Order }) {
  const f = useFormat();
  const t = useT(ordersMessages);
  return (
    <li
      aria-label={t('orderNumber', { number: order.number })}
      className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link to={paths.order.getHref(order.id)} className="font-semibold text-emerald-800 hover:underline dark:text-emerald-300">
            {t('orderNumber', { number: order.number })}
          </Link>
          <p className="text-sm break-words text-gray-700 dark:text-gray-300">
            {order.buyer.name} · {itemsSummary(t, order)} · {formatCedis(f, order.total)}
          </p>
        </div>
        <OrderStatusBadge order={order} viewer="seller" />
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-gray-600 dark:text-gray-400">{t('method')}</dt>
        <dd>{deliveryMethodLabel(t, order.delivery_method)}</dd>
        <dt className="text-gray-600 dark:text-gray-400">{t(order.delivery_method === 'pickup' ? 'pickup' : 'delivery')}</dt>
        <dd className="font-medium" data-testid="fulfilment-status">
          {fulfilmentLabel(t, order)}
        </dd>
      </dl>
      {order.actions.length > 0 ? (
        <div className="mt-3">
          <OrderActionButtons order={order} viewer="seller" size="sm" />
        </div>
      ) : null}
    </li>
  );
}

/** View batch delivery status: every open sale (To start and In Progress) with where its goods are and its buttons. */
export function BatchStatus() {
  const t = useT(ordersMessages);
  const toStart = useOrders('seller', { tab: 'to_start' }, BATCH_LIMIT);
  const inProgress = useOrders('seller', { tab: 'in_progress' }, BATCH_LIMIT, COURIER_POLL_MS);
  const queries = [toStart, inProgress];
  // Both lists hold an order for a moment as it moves from one to the other: show it once, as it is now.
  const orders = latestCopies(queries.map((query) => query.data?.pages.flatMap((page) => page.results) ?? []));
  const failed = queries.find((query) => query.isError && !query.data);
  const more = queries.filter((query) => query.hasNextPage);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <DocumentTitle title={t('batch.title')} />
      <Link
        to={paths.mySales.getHref()}
        className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('mySales')}
      </Link>
      <h1 className="mt-2 mb-1 text-2xl font-bold tracking-tight sm:text-3xl">{t('batch.title')}</h1>
      <p className="mb-4 text-sm text-gray-600 dark:text-gray-400">{t('batch.intro')}</p>
      {queries.some((query) => query.isPending) ? (
        <OrderCardsSkeleton />
      ) : failed?.error ? (
        <LoadError
          message={failed.error.message}
          onRetry={() => queries.forEach((query) => void query.refetch())}
          busy={queries.some((query) => query.isFetching)}
        />
      ) : orders.length === 0 ? (
        <NoActiveOrders />
      ) : (
        <ul aria-label={t('batch.list')} className="space-y-3">
          {orders.map((order) => (
            <BatchRow key={order.id} order={order} />
          ))}
        </ul>
      )}
      {more.length > 0 ? (
        <Button
          className="mt-4 w-full"
          variant="outline"
          disabled={more.some((query) => query.isFetchingNextPage)}
          onClick={() => more.forEach((query) => void query.fetchNextPage())}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
