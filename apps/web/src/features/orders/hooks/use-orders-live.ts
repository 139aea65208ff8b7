import type { InfiniteData } from '@tanstack/react-query';
import type { OrderList } from '@dwa/shared/commerce';
import { useLiveFrames, type LiveFrames } from '../../../hooks/use-live-frames';
import { orderKeys } from '../api/query-keys';
import { ordersWithDelivery } from '../lib/live';
import type { OrderDetail } from '../types';

const orderFrames: LiveFrames = (queryClient, viewer) => ({
  order: (frame) => {
    const id = Number(frame.order_id);
    if (!Number.isInteger(id)) return;
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(viewer, id) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  },
  delivery: (frame) => {
    const delivery = frame.delivery as { id?: unknown } | undefined;
    const deliveryId = Number(delivery?.id);
    if (!Number.isInteger(deliveryId)) return;
    const details = queryClient.getQueriesData<OrderDetail>({ queryKey: [...orderKeys.details(), viewer] }).map(([, order]) => order);
    const listed = queryClient
      .getQueriesData<InfiniteData<OrderList>>({ queryKey: orderKeys.lists() })
      .flatMap(([, data]) => data?.pages.flatMap((page) => page.results) ?? []);
    const ids = ordersWithDelivery([...details, ...listed], deliveryId);
    for (const id of new Set(ids)) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(viewer, id) });
    // The lists show the courier's progress too (batch delivery status).
    if (ids.length > 0) void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  },
});

/**
 * Live `order` frames ({type, order_id, status}: each side reads its own view again) refetch that
 * order and the lists; a linked courier job's `delivery` frames refetch the order that carries it.
 * After a reconnect every order is read again; while the socket is down the queries poll instead.
 */
export function useOrdersLive(): void {
  useLiveFrames(orderKeys.all, orderFrames);
}
