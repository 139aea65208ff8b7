import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { Dispute } from '@dwa/shared/disputes';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';
import { disputesApiStatus } from './disputes-filters';
import type { DisputesFilter } from './disputes-filters';

// GET /api/v1/admin/disputes?status=&cursor=&limit=: every dispute (of a status), newest first.

export const DISPUTES_PAGE_SIZE = 25;

export type DisputeSummary = Omit<Dispute, 'messages'>;
export type DisputePage = { results: DisputeSummary[]; next_cursor: string | null };

export const disputesKeys = {
  all: adminKeys.section('disputes'),
  list: (filter: DisputesFilter) => [...disputesKeys.all, 'list', filter] as const,
  one: (id: string) => [...disputesKeys.all, 'one', id] as const,
};

export function getDisputes(filter: DisputesFilter, cursor: string | null, signal?: AbortSignal): Promise<DisputePage> {
  const query = new URLSearchParams({ limit: String(DISPUTES_PAGE_SIZE) });
  const status = disputesApiStatus(filter);
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return http.get<DisputePage>(`/api/v1/admin/disputes?${query.toString()}`, { signal });
}

export function useDisputes(filter: DisputesFilter) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: disputesKeys.list(filter),
      queryFn: ({ pageParam, signal }) => getDisputes(filter, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
    }),
    placeholderData: keepPreviousData,
  });
}
