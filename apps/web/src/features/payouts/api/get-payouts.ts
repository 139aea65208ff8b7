import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Payout } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { isFinal } from '../lib/money';
import { payoutKeys } from './query-keys';

// GET /api/v1/payouts (my payouts, newest first) and GET /api/v1/payouts/{id} (one, asked again every
// 2 seconds until the provider's final answer: paid, failed or reversed).

export const PAYOUTS_PAGE_SIZE = 10;
const POLL_MS = 2_000;

export function getPayouts(cursor: string | undefined, signal?: AbortSignal): Promise<{ results: Payout[]; next_cursor: string | null }> {
  const query = new URLSearchParams({ limit: String(PAYOUTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return http.get(`/api/v1/payouts?${query}`, { signal });
}

export function payoutsQueryOptions(viewer: string) {
  return infiniteQueryOptions({
    queryKey: payoutKeys.list(viewer),
    queryFn: ({ pageParam, signal }) => getPayouts(pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function usePayouts() {
  return useInfiniteQuery(payoutsQueryOptions(useViewerKey()));
}

export function getPayout(id: number, signal?: AbortSignal): Promise<Payout> {
  return http.get<Payout>(`/api/v1/payouts/${id}`, { signal });
}

export function payoutQueryOptions(viewer: string, id: number) {
  return queryOptions({ queryKey: payoutKeys.detail(viewer, id), queryFn: ({ signal }) => getPayout(id, signal) });
}

/** One payout, followed until it is final; then the balances and the history are read again. */
export function useFollowPayout(initial: Payout) {
  const viewer = useViewerKey();
  const queryClient = useQueryClient();
  const query = useQuery({
    ...payoutQueryOptions(viewer, initial.id),
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: (current) => (current.state.data && isFinal(current.state.data.status) ? false : POLL_MS),
  });
  const final = isFinal(query.data.status);
  useEffect(() => {
    if (final) void queryClient.invalidateQueries({ queryKey: payoutKeys.all, predicate: (q) => q.queryKey[1] !== 'detail' });
  }, [final, queryClient]);
  return query;
}
