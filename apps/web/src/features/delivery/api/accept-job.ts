import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';
import { storeDelivery } from './store-delivery';

// POST /api/v1/delivery/jobs/{id}/accept: one winner; the others get 409 'Job already taken'.

export function acceptJob(id: number): Promise<Delivery> {
  return http.post<Delivery>(`/api/v1/delivery/jobs/${id}/accept`);
}

export function useAcceptJob() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: acceptJob,
    onSuccess: (delivery) => storeDelivery(queryClient, viewer, delivery),
    // Won or lost, the board has changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.jobs(viewer) }),
  });
}
