import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@dwa/shared/commerce';
import { ApiError, http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { orderKeys } from './query-keys';

// GET /api/v1/orders/{id}: its buyer, its seller and admins; 404 'Order not found' for anyone else.

export function getOrder(id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return http.get<OrderDetail>(`/api/v1/orders/${id}`, { signal });
}

export function orderQueryOptions(viewer: string, id: number) {
  return queryOptions({
    queryKey: orderKeys.detail(viewer, id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // Not found (or not yours) stays so: asking again would only delay the answer.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}

export function useOrder(id: number | null) {
  const status = useRealtimeStatus();
  return useQuery({ ...orderQueryOptions(useViewerKey(), id ?? 0), enabled: id !== null, refetchInterval: pollInterval(status) });
}
