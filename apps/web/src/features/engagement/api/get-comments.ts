import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { CommentsPage } from '../types';
import { useViewerKey } from '../../../hooks/use-session';
import { engagementKeys } from './query-keys';
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
    queryKey: engagementKeys.comments(listingId, viewer),
    queryFn: ({ pageParam, signal }) => getComments(listingId, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useComments(listingId: number, firstPage?: CommentsPage, firstPageAt?: number) {
  return useInfiniteQuery({
    ...commentsQueryOptions(listingId, useViewerKey()),
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [''] }, initialDataUpdatedAt: firstPageAt } : {}),
  });
}
