import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';
import type { DeliveryRole, DeliveryScope } from './query-keys';

// GET /api/v1/delivery/requests?role=&scope=&limit=&cursor=: mine as customer, or the jobs I took as
// courier; newest first, in pages. The active lists are short (one page); History and the earnings
// list load page after page, and their totals come from GET /delivery/stats, never from the pages.

export type DeliveryPage = { items: Delivery[]; next_cursor: string | null };

const PAGE_SIZE = 20;
const ACTIVE_LIMIT = 100;

export function getDeliveries(
  role: DeliveryRole,
  scope: DeliveryScope,
  options: { limit: number; cursor?: string; signal?: AbortSignal },
): Promise<DeliveryPage> {
  const query = new URLSearchParams({ role, scope, limit: String(options.limit) });
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<DeliveryPage>(`/api/v1/delivery/requests?${query}`, { signal: options.signal });
}

export function deliveriesQueryOptions(viewer: string, role: DeliveryRole, scope: DeliveryScope) {
  return queryOptions({
    queryKey: deliveryKeys.list(viewer, role, scope),
    queryFn: ({ signal }) => getDeliveries(role, scope, { limit: ACTIVE_LIMIT, signal }).then((answer) => answer.items),
  });
}

/** One page of a short list (jobs in progress). */
export function useDeliveries(role: DeliveryRole, scope: DeliveryScope, enabled = true) {
  const status = useRealtimeStatus();
  return useQuery({ ...deliveriesQueryOptions(useViewerKey(), role, scope), enabled, refetchInterval: pollInterval(status) });
}

export function deliveryPagesQueryOptions(viewer: string, role: DeliveryRole, scope: DeliveryScope) {
  return infiniteQueryOptions({
    queryKey: deliveryKeys.pages(viewer, role, scope),
    queryFn: ({ pageParam, signal }) => getDeliveries(role, scope, { limit: PAGE_SIZE, cursor: pageParam, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** A long list (History, earnings), page by page: `fetchNextPage` while `hasNextPage`. */
export function useDeliveryPages(role: DeliveryRole, scope: DeliveryScope, enabled = true) {
  return useInfiniteQuery({ ...deliveryPagesQueryOptions(useViewerKey(), role, scope), enabled });
}
