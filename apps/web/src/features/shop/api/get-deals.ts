import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deal } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { shopKeys } from './query-keys';

// GET /api/v1/promos/deals (public): the promo codes sellers of the shop are running now.

export function getDeals(signal?: AbortSignal): Promise<Deal[]> {
  return http.get<{ results: Deal[] }>('/api/v1/promos/deals', { auth: false, signal }).then((answer) => answer.results);
}

export function useDeals() {
  return useQuery(queryOptions({ queryKey: shopKeys.deals(), queryFn: ({ signal }) => getDeals(signal), staleTime: 5 * 60_000 }));
}
