import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierApplication } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { loadDeliverySchemas } from '../lib/load-schemas';
import { deliveryKeys } from './query-keys';

// POST /api/v1/delivery/courier/applications {name, phone, vehicle_type, region}: an admin approves it.

export type CourierApplicationValues = { name: string; phone: string; vehicle_type: string; region: string };

export async function applyCourier(values: CourierApplicationValues): Promise<CourierApplication> {
  const { courierApplicationInputSchema } = await loadDeliverySchemas();
  return http.post<CourierApplication>('/api/v1/delivery/courier/applications', courierApplicationInputSchema.parse(values));
}

export function useApplyCourier() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: applyCourier,
    onSuccess: (application) => queryClient.setQueryData(deliveryKeys.application(viewer), { application, is_courier: false }),
  });
}
