import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryEarnings } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/earnings: the courier's (and driver's) earnings from the ledger, after
// commission (ADR 057). Its key sits under the statistics' key, so whatever refreshes those
// (a delivery handed over, a ride completed) refreshes these too.

export function getDeliveryEarnings(signal?: AbortSignal): Promise<DeliveryEarnings> {
  return http.get<DeliveryEarnings>('/api/v1/delivery/earnings', { signal });
}

export function useDeliveryEarnings(enabled = true) {
  const viewer = useViewerKey();
  return useQuery(
    queryOptions({
      queryKey: [...deliveryKeys.stats(viewer), 'earnings'] as const,
      queryFn: ({ signal }) => getDeliveryEarnings(signal),
      enabled,
    }),
  );
}
