import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import type { PendingListingPage } from '../types';
import { moderationKeys } from './query-keys';

// GET /api/v1/admin/classifieds?status=pending: the review queue, oldest first, page after page.

export const PENDING_PAGE_SIZE = 20;

export function getPendingListings(options: { cursor?: string; signal?: AbortSignal }): Promise<PendingListingPage> {
  const query = new URLSearchParams({ status: 'pending', limit: String(PENDING_PAGE_SIZE) });
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<PendingListingPage>(`/api/v1/admin/classifieds?${query}`, { signal: options.signal });
}

export function pendingListingsQueryOptions(viewer: string) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.pending(viewer),
    queryFn: ({ pageParam, signal }) => getPendingListings({ cursor: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function usePendingListings() {
  return useInfiniteQuery(pendingListingsQueryOptions(useViewerKey()));
}
