import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Earnings, Wallet } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/users/{id}/ledger?wallet=&cursor=&limit=: a person's wallet (its balances) and
// its movements, newest first, page after page. 404 'User not found.' for nobody.

export const LEDGER_PAGE_SIZE = 25;

export type PersonLedger = Earnings & { user: { id: number; name: string; email: string } };

export const ledgerKeys = {
  all: adminKeys.section('ledger'),
  person: (userId: string, wallet: Wallet) => [...ledgerKeys.all, userId, wallet] as const,
};

export function getPersonLedger(userId: string, wallet: Wallet, cursor: string | null, signal?: AbortSignal): Promise<PersonLedger> {
  const query = new URLSearchParams({ wallet, limit: String(LEDGER_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return http.get<PersonLedger>(`/api/v1/admin/users/${encodeURIComponent(userId)}/ledger?${query.toString()}`, { signal });
}

export function usePersonLedger(userId: string, wallet: Wallet) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ledgerKeys.person(userId, wallet),
      queryFn: ({ pageParam, signal }) => getPersonLedger(userId, wallet, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
    }),
  );
}
