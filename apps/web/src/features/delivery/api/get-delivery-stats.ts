import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryStats } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/stats: counts, spent or earned and ratings, computed from the rows.

export function getDeliveryStats(signal?: AbortSignal): Promise<DeliveryStats> {
  return http.get<DeliveryStats>('/api/v1/delivery/stats', { signal });
}

export function deliveryStatsQueryOptions(viewer: string) {
  return queryOptions({ queryKey: deliveryKeys.stats(viewer), queryFn: ({ signal }) => getDeliveryStats(signal) });
}

export function useDeliveryStats() {
  return useQuery(deliveryStatsQueryOptions(useViewerKey()));
}
