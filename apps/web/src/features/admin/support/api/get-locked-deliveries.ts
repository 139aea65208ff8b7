import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LockedDeliveriesPage } from '@dwa/shared/admin';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import { supportKeys } from './query-keys';

// GET /api/v1/admin/delivery/requests?state=locked: deliveries locked by wrong handover codes.

export const LOCKED_PAGE_SIZE = 20;

export function getLockedDeliveries(options: { cursor?: string; signal?: AbortSignal }): Promise<LockedDeliveriesPage> {
  const query = new URLSearchParams({ state: 'locked', limit: String(LOCKED_PAGE_SIZE) });
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<LockedDeliveriesPage>(`/api/v1/admin/delivery/requests?${query}`, { signal: options.signal });
}

export function lockedDeliveriesQueryOptions(viewer: string) {
  return infiniteQueryOptions({
    queryKey: supportKeys.locked(viewer),
    queryFn: ({ pageParam, signal }) => getLockedDeliveries({ cursor: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useLockedDeliveries() {
  return useInfiniteQuery(lockedDeliveriesQueryOptions(useViewerKey()));
}
