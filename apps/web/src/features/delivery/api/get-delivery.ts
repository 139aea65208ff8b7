import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/requests/{id}: its customer, its courier and admins; 404 for anyone else.

export function getDelivery(id: number, signal?: AbortSignal): Promise<Delivery> {
  return http.get<Delivery>(`/api/v1/delivery/requests/${id}`, { signal });
}

export function deliveryQueryOptions(viewer: string, id: number) {
  return queryOptions({ queryKey: deliveryKeys.detail(viewer, id), queryFn: ({ signal }) => getDelivery(id, signal) });
}

/** Live frames update it in place (use-delivery-live); while the socket is down it polls every 10 s. */
export function useDelivery(id: number | null) {
  const status = useRealtimeStatus();
  return useQuery({ ...deliveryQueryOptions(useViewerKey(), id ?? 0), enabled: id !== null, refetchInterval: pollInterval(status) });
}
