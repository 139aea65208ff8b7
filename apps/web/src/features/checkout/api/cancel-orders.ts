import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http';
import { BROWSE_QUERY_PREFIX, LISTING_QUERY_PREFIX } from '../../../lib/cache-keys';
import { checkoutKeys } from './query-keys';

// POST /api/v1/orders/{id}/cancel for each order of an unpaid checkout (the buyer may cancel To Pay
// orders). One that cannot be cancelled any more (409: it lapsed, or was paid meanwhile) is left as
// it is; any other failure stops and is shown.

export function cancelOrder(orderId: number): Promise<unknown> {
  return http.post(`/api/v1/orders/${orderId}/cancel`, {});
}

export async function cancelOrders(orderIds: readonly number[]): Promise<void> {
  for (const id of orderIds) {
    try {
      await cancelOrder(id);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
    }
  }
}

export function useCancelOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrders,
    onSuccess: () =>
      Promise.all(
        [checkoutKeys.all, BROWSE_QUERY_PREFIX, LISTING_QUERY_PREFIX].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
