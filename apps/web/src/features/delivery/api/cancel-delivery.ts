import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { storeDelivery } from './store-delivery';

// POST /api/v1/delivery/requests/{id}/cancel: its customer, before pickup (409 after).

export function cancelDelivery(id: number): Promise<Delivery> {
  return http.post<Delivery>(`/api/v1/delivery/requests/${id}/cancel`);
}

export function useCancelDelivery() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({ mutationFn: cancelDelivery, onSuccess: (delivery) => storeDelivery(queryClient, viewer, delivery) });
}
