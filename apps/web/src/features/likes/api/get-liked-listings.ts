import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SavedListingsPage } from '@dwa/shared/listings';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { likesKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/classifieds/liked: the listings the signed-in person likes, most recent first.

export function getLikedListings(cursor: string, signal?: AbortSignal): Promise<SavedListingsPage> {
  const query = new URLSearchParams({ limit: '24' });
  if (cursor) query.set('cursor', cursor);
  return http.get<SavedListingsPage>(`/api/v1/classifieds/liked?${query}`, { signal });
}

export function likedListingsQueryOptions(viewer: ViewerKey) {
  return infiniteQueryOptions({
    queryKey: likesKeys.liked(viewer),
    queryFn: ({ pageParam, signal }) => getLikedListings(pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useLikedListings() {
  return useInfiniteQuery(likedListingsQueryOptions(useViewerKey()));
}
