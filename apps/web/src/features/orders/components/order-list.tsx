import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { OrderList as OrderPage } from '@dwa/shared/commerce';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import type { Order } from '../types';
import type { OrderTabItem } from '../lib/tabs';
import { NoActiveOrders, NoOrdersHere } from './no-active-orders';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

export function OrderCardsSkeleton({ count = 3 }: { count?: number }) {
  const t = useT(ordersMessages);
  return (
    <div role="status" aria-label={t('list.loading')} className="space-y-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-2xl border border-gray-200 p-4 dark:border-gray-800">
          <div className="flex justify-between gap-3">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-20" />
          </div>
          <div className="mt-3 flex gap-3">
            <Skeleton className="size-16 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** A failed load, said in words, with a way to try again. */
export function LoadError({ message, onRetry, busy = false }: { message: string; onRetry: () => void; busy?: boolean }) {
  const t = useT(ordersMessages);
  return (
    <div className="space-y-3">
      <FormAlert>{message}</FormAlert>
      <Button variant="outline" onClick={onRetry} disabled={busy}>
        {busy ? t('tryingAgain') : t('tryAgain')}
      </Button>
    </div>
  );
}

/** Another tab's orders, for an empty tab to point to. */
export type Elsewhere = { tab: string; other: OrderTabItem; onOpen: () => void };

/**
 * A paged list of orders: skeletons (also while `deciding` which tab to open), the error with retry,
 * an empty tab pointing to the tab that has orders (`elsewhere`), the spec's empty state when none
 * has any, Load more.
 */
export function OrderList({
  query,
  label,
  empty,
  elsewhere = null,
  deciding = false,
  renderOrder,
}: {
  query: UseInfiniteQueryResult<InfiniteData<OrderPage>>;
  label: string;
  empty?: ReactNode;
  elsewhere?: Elsewhere | null;
  deciding?: boolean;
  renderOrder: (order: Order) => ReactNode;
}) {
  const t = useT(ordersMessages);
  const orders = query.data?.pages.flatMap((page) => page.results) ?? [];
  if (query.isPending || (deciding && !query.isError)) return <OrderCardsSkeleton />;
  if (query.isError && orders.length === 0)
    return <LoadError message={query.error.message} onRetry={() => void query.refetch()} busy={query.isFetching} />;
  if (orders.length === 0 && elsewhere) return <NoOrdersHere {...elsewhere}>{empty}</NoOrdersHere>;
  if (orders.length === 0) return <NoActiveOrders>{empty}</NoActiveOrders>;
  return (
    <div>
      <ul aria-label={label} className="space-y-3">
        {orders.map((order) => renderOrder(order))}
      </ul>
      {query.hasNextPage ? (
        <Button className="mt-4 w-full" variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? t('loading') : query.isFetchNextPageError ? t('tryAgain') : t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
