import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Earnings, Wallet } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { payoutKeys } from './query-keys';

// GET /api/v1/earnings?wallet=&cursor=&limit=: the balances (available, held, in transit, paid out)
// and the movements, newest first, page after page (the balances come with every page).

export const MOVEMENTS_PAGE_SIZE = 20;

export function getEarnings(wallet: Wallet, cursor: string | undefined, signal?: AbortSignal): Promise<Earnings> {
  const query = new URLSearchParams({ wallet, limit: String(MOVEMENTS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return http.get<Earnings>(`/api/v1/earnings?${query}`, { signal });
}

export function earningsQueryOptions(viewer: string, wallet: Wallet) {
  return infiniteQueryOptions({
    queryKey: payoutKeys.earnings(viewer, wallet),
    queryFn: ({ pageParam, signal }) => getEarnings(wallet, pageParam || undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useEarnings(wallet: Wallet) {
  return useInfiniteQuery(earningsQueryOptions(useViewerKey(), wallet));
}
