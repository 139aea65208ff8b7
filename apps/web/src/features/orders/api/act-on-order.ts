import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@dwa/shared/commerce';
import type { OrderAction } from '@dwa/shared/order-rules';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
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
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    // A refused move means the page shows an older state: read it again.
    onError: (_error, input) => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(viewer, input.id) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
