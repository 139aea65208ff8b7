import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Listing } from '@dwa/shared/listings';
import { http } from '../../../lib/http';
import type { Page } from '../types';
import { useViewerKey } from '../../../hooks/use-session';
import { engagementKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/wishlist: the signed-in person's saved listings, newest saved first.

export function getWishlist(cursor: string, signal?: AbortSignal): Promise<Page<Listing>> {
  const query = new URLSearchParams({ limit: '24' });
  if (cursor) query.set('cursor', cursor);
  return http.get<Page<Listing>>(`/api/v1/wishlist?${query}`, { signal });
}

export function wishlistQueryOptions(viewer: ViewerKey) {
  return infiniteQueryOptions({
    queryKey: engagementKeys.wishlist(viewer),
    queryFn: ({ pageParam, signal }) => getWishlist(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useWishlist() {
  return useInfiniteQuery(wishlistQueryOptions(useViewerKey()));
}
