import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SavedListingsPage } from '@dwa/shared/listings';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { wishlistKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/wishlist: the signed-in person's saved listings, newest saved first.

export function getWishlist(cursor: string, signal?: AbortSignal): Promise<SavedListingsPage> {
  const query = new URLSearchParams({ limit: '24' });
  if (cursor) query.set('cursor', cursor);
  return http.get<SavedListingsPage>(`/api/v1/wishlist?${query}`, { signal });
}

export function wishlistQueryOptions(viewer: ViewerKey) {
  return infiniteQueryOptions({
    queryKey: wishlistKeys.list(viewer),
    queryFn: ({ pageParam, signal }) => getWishlist(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useWishlist() {
  return useInfiniteQuery(wishlistQueryOptions(useViewerKey()));
}
