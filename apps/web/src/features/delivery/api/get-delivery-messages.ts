import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryMessage } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/requests/{id}/messages: the delivery chat, oldest first (customer and assigned courier).

export function getDeliveryMessages(id: number, signal?: AbortSignal): Promise<{ items: DeliveryMessage[] }> {
  return http.get<{ items: DeliveryMessage[] }>(`/api/v1/delivery/requests/${id}/messages`, { signal });
}

export function deliveryMessagesQueryOptions(viewer: string, id: number) {
  return queryOptions({
    queryKey: deliveryKeys.messages(viewer, id),
    queryFn: ({ signal }) => getDeliveryMessages(id, signal).then((answer) => answer.items),
  });
}

export function useDeliveryMessages(id: number | null) {
  const status = useRealtimeStatus();
  return useQuery({
    ...deliveryMessagesQueryOptions(useViewerKey(), id ?? 0),
    enabled: id !== null,
    refetchInterval: pollInterval(status),
  });
}
