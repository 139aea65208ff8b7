import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminPayout } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';
import { payoutsQuery } from './payouts-filters';
import type { PayoutsFilters } from './payouts-filters';

// GET /api/v1/admin/payouts?status=&held=&user_id=&cursor=&limit=: payouts, newest first, page after page.

export const PAYOUTS_PAGE_SIZE = 25;

export type AdminPayoutPage = { results: AdminPayout[]; next_cursor: string | null };

export const payoutsKeys = {
  all: adminKeys.section('payouts'),
  list: (filters: PayoutsFilters) => [...payoutsKeys.all, 'list', filters.status, filters.held, filters.userId] as const,
};

export function getPayouts(filters: PayoutsFilters, cursor: string | null, signal?: AbortSignal): Promise<AdminPayoutPage> {
  const query = payoutsQuery(filters);
  query.set('limit', String(PAYOUTS_PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return http.get<AdminPayoutPage>(`/api/v1/admin/payouts?${query.toString()}`, { signal });
}

export function usePayouts(filters: PayoutsFilters) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: payoutsKeys.list(filters),
      queryFn: ({ pageParam, signal }) => getPayouts(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
    }),
    placeholderData: keepPreviousData,
  });
}
