import { useEffect, useRef } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { CommentsPage } from '../types';
import { useViewerKey } from '../../../hooks/use-session';
import { commentsKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/classifieds/{id}/comments: top-level comments oldest first, each with its replies.
// The listing read already carries the first page, so the section starts from it.

export function getComments(listingId: number, cursor: string, signal?: AbortSignal): Promise<CommentsPage> {
  const query = new URLSearchParams({ limit: '50' });
  if (cursor) query.set('cursor', cursor);
  return http.get<CommentsPage>(`/api/v1/classifieds/${listingId}/comments?${query}`, { signal });
}

export function commentsQueryOptions(listingId: number, viewer: ViewerKey) {
  return infiniteQueryOptions({
    queryKey: commentsKeys.list(listingId, viewer),
    queryFn: ({ pageParam, signal }) => getComments(listingId, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/**
 * The thread, starting from the first page the listing read carried. That read may be the shared
 * page's (rendered for everyone, up to seconds old: ADR 029) until the signed-in person's own read
 * replaces it; when a newer read brings another first page, the thread asks the server again rather
 * than keep the older one it started from, even when that older one seeded the thread in a render
 * React threw away.
 */
export function useComments(listingId: number, firstPage?: CommentsPage, firstPageAt?: number) {
  const queryClient = useQueryClient();
  const options = commentsQueryOptions(listingId, useViewerKey());
  const query = useInfiniteQuery({
    ...options,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [''] }, initialDataUpdatedAt: firstPageAt } : {}),
  });
  const seed = useRef(firstPage?.results);
  const checked = useRef<string | null>(null);
  const { queryKey } = options;
  const results = firstPage?.results;
  useEffect(() => {
    if (results === undefined) return;
    let older = results !== seed.current;
    // Once per query: it may have been made by an earlier render that React threw away (something in
    // it suspended), from the older read it had then. TanStack makes a query as a render starts and
    // keeps it, so its data is that page, with nothing fetched since.
    const key = JSON.stringify(queryKey);
    if (checked.current !== key) {
      checked.current = key;
      const state = queryClient.getQueryState<InfiniteData<CommentsPage>>(queryKey);
      older ||= state?.dataUpdateCount === 0 && state.data?.pages[0]?.results !== results;
    }
    if (!older) return;
    seed.current = results;
    void queryClient.invalidateQueries({ queryKey, exact: true });
  }, [results, queryClient, queryKey]);
  return query;
}
