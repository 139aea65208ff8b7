import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewer } from '../hooks/use-viewer';
import { storeDelivery } from './store-delivery';

// POST /api/v1/delivery/requests/{id}/cancel: its customer, before pickup (409 after).

export function cancelDelivery(id: number): Promise<Delivery> {
  return http.post<Delivery>(`/api/v1/delivery/requests/${id}/cancel`);
}

export function useCancelDelivery() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({ mutationFn: cancelDelivery, onSuccess: (delivery) => storeDelivery(queryClient, viewer, delivery) });
}
