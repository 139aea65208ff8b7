import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { OrderDetail, OrderList } from '@dwa/shared/commerce';
import type { OrderAction } from '@dwa/shared/orders-rules';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { replaceOrder } from '../lib/live';
import { orderKeys } from './query-keys';

// POST /api/v1/orders/{id}/{action} {reason?}: a move of the order's state machine; answers the
// order. 409 'This order cannot do that now.' when it moved on meanwhile.

export type OrderActionInput = { id: number; action: OrderAction; reason?: string };

export function actOnOrder({ id, action, reason }: OrderActionInput): Promise<OrderDetail> {
  return http.post<OrderDetail>(`/api/v1/orders/${id}/${action}`, reason ? { reason } : {});
}

export function useOrderAction() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: actOnOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(viewer, order.id), order);
      // The lists show the answer at once; reading them again puts it under its new tab.
      const { events: _events, ...listed } = order;
      queryClient.setQueriesData<InfiniteData<OrderList>>({ queryKey: orderKeys.lists() }, (data) =>
        data ? { ...data, pages: replaceOrder(data.pages, listed) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    // A refused move means the page shows an older state: read it again.
    onError: (_error, input) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(viewer, input.id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
