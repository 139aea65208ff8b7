import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Dispute } from '@dwa/shared/disputes';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { disputeKeys } from './query-keys';

// GET /api/v1/disputes?cursor=&limit=: my disputes, as buyer or seller, newest first.

export type DisputeSummary = Omit<Dispute, 'messages'>;
export type DisputePage = { results: DisputeSummary[]; next_cursor: string | null };

export const DISPUTES_PAGE_SIZE = 50;

export function getDisputes(cursor: string | undefined, signal?: AbortSignal): Promise<DisputePage> {
  const query = new URLSearchParams({ limit: String(DISPUTES_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return http.get<DisputePage>(`/api/v1/disputes?${query}`, { signal });
}

export function disputesQueryOptions(viewer: string) {
  return infiniteQueryOptions({
    queryKey: disputeKeys.list(viewer),
    queryFn: ({ pageParam, signal }) => getDisputes(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useDisputes(enabled = true) {
  return useInfiniteQuery({ ...disputesQueryOptions(useViewerKey()), enabled });
}
