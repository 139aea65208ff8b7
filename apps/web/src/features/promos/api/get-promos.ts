import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import type { Promo } from '../types';
import { promoKeys } from './query-keys';

// GET /api/v1/promos: my promo codes, newest first (both kinds: the page splits them).

export function getPromos(signal?: AbortSignal): Promise<Promo[]> {
  return http.get<{ results: Promo[] }>('/api/v1/promos', { signal }).then((answer) => answer.results);
}

export function promosQueryOptions(viewer: string) {
  return queryOptions({ queryKey: promoKeys.list(viewer), queryFn: ({ signal }) => getPromos(signal) });
}

export function usePromos(enabled = true) {
  return useQuery({ ...promosQueryOptions(useViewerKey()), enabled });
}
