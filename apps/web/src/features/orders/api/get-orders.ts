import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderList } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import type { OrderRole } from '../lib/tabs';
import { orderKeys, type OrderFilters } from './query-keys';

// GET /api/v1/orders?role=&tab=&status=&delivery_method=&from=&to=&q=&cursor=&limit=: My purchases
// (buyer) or My sales (seller), newest first, page after page; `counts` has every tab's number.

export const ORDERS_PAGE_SIZE = 20;

export function getOrders(
  role: OrderRole,
  filters: OrderFilters,
  options: { limit: number; cursor?: string; signal?: AbortSignal },
): Promise<OrderList> {
  const query = new URLSearchParams({ role, limit: String(options.limit) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, String(value));
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<OrderList>(`/api/v1/orders?${query}`, { signal: options.signal });
}

export function ordersQueryOptions(viewer: string, role: OrderRole, filters: OrderFilters, limit = ORDERS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(viewer, role, filters, limit),
    queryFn: ({ pageParam, signal }) => getOrders(role, filters, { limit, cursor: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/**
 * Live `order` frames refetch it (use-orders-live); while the socket is down it polls every 10 s.
 * `pollMs`: poll even while it is up, for what no frame announces (a courier's progress, to the seller).
 */
export function useOrders(role: OrderRole, filters: OrderFilters, limit = ORDERS_PAGE_SIZE, pollMs?: number) {
  const status = useRealtimeStatus();
  return useInfiniteQuery({
    ...ordersQueryOptions(useViewerKey(), role, filters, limit),
    refetchInterval: pollInterval(status) || pollMs || false,
  });
}
