import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery, DeliveryRatingInput } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { storeDelivery } from './store-delivery';

// PUT /api/v1/delivery/requests/{id}/rating {stars, review?}: its customer, delivered only; may be edited.

export function rateDelivery(id: number, input: DeliveryRatingInput): Promise<Delivery> {
  return http.put<Delivery>(`/api/v1/delivery/requests/${id}/rating`, input);
}

export function useRateDelivery() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DeliveryRatingInput }) => rateDelivery(id, input),
    onSuccess: (delivery) => storeDelivery(queryClient, viewer, delivery),
  });
}
