import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import type { PromoDetail } from '../types';
import { promoKeys } from './query-keys';

// GET /api/v1/promos/{id}: one of my promos with its uses (redemptions); 404 'Promo not found' otherwise.

export function getPromo(id: number, signal?: AbortSignal): Promise<PromoDetail> {
  return http.get<PromoDetail>(`/api/v1/promos/${id}`, { signal });
}

export function promoQueryOptions(viewer: string, id: number) {
  return queryOptions({
    queryKey: promoKeys.detail(viewer, id),
    queryFn: ({ signal }) => getPromo(id, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });
}

export function usePromo(id: number | null) {
  return useQuery({ ...promoQueryOptions(useViewerKey(), id ?? 0), enabled: id !== null });
}
