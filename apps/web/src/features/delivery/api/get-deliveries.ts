import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewer } from '../hooks/use-viewer';
import { deliveryKeys } from './query-keys';
import type { DeliveryRole, DeliveryScope } from './query-keys';

// GET /api/v1/delivery/requests?role=&scope=: mine as customer, or the jobs I took as courier; newest first.

export function getDeliveries(role: DeliveryRole, scope: DeliveryScope, signal?: AbortSignal): Promise<{ items: Delivery[] }> {
  return http.get<{ items: Delivery[] }>(`/api/v1/delivery/requests?role=${role}&scope=${scope}&limit=100`, { signal });
}

export function deliveriesQueryOptions(viewer: string, role: DeliveryRole, scope: DeliveryScope) {
  return queryOptions({
    queryKey: deliveryKeys.list(viewer, role, scope),
    queryFn: ({ signal }) => getDeliveries(role, scope, signal).then((answer) => answer.items),
  });
}

export function useDeliveries(role: DeliveryRole, scope: DeliveryScope, enabled = true) {
  const status = useRealtimeStatus();
  return useQuery({ ...deliveriesQueryOptions(useViewer(), role, scope), enabled, refetchInterval: pollInterval(status) });
}
