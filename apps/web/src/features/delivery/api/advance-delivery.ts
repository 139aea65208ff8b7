import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery, DeliveryAdvanceInput } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';
import { storeDelivery } from './store-delivery';

// POST /api/v1/delivery/requests/{id}/status {status, location?, lat?, lng?, handover_code?}: the
// assigned courier's next step; Delivered needs the recipient's code (wrong 422, too many 429).

export function advanceDelivery(id: number, input: DeliveryAdvanceInput): Promise<Delivery> {
  return http.post<Delivery>(`/api/v1/delivery/requests/${id}/status`, input);
}

export function useAdvanceDelivery() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DeliveryAdvanceInput }) => advanceDelivery(id, input),
    onSuccess: async (delivery) => {
      await storeDelivery(queryClient, viewer, delivery);
      await queryClient.invalidateQueries({ queryKey: deliveryKeys.courier(viewer) });
    },
  });
}
