import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery, DeliveryRequestFormValues } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { loadDeliverySchemas } from '../lib/load-schemas';
import { storeDelivery } from './store-delivery';

// POST /api/v1/delivery/requests: the spec's form fields (recipient phone a Ghana number) -> 201 the delivery.

export async function createDelivery(input: DeliveryRequestFormValues): Promise<Delivery> {
  const { deliveryRequestInputSchema } = await loadDeliverySchemas();
  return http.post<Delivery>('/api/v1/delivery/requests', deliveryRequestInputSchema.parse(input));
}

export function useCreateDelivery() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({ mutationFn: createDelivery, onSuccess: (delivery) => storeDelivery(queryClient, viewer, delivery) });
}
