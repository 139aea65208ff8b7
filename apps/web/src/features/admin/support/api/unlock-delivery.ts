import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Delivery, DeliveryUnlockInput } from '@dwa/shared/delivery';
import { http } from '../../../../lib/http';
import { adminKeys } from '../../api/admin-keys';
import { supportKeys } from './query-keys';

// POST /api/v1/admin/delivery/requests/{id}/unlock {action, reason}: retry lets the courier enter
// the code again; cancel calls the delivery off. 409 when it is no longer locked.

export function unlockDelivery({ id, ...input }: DeliveryUnlockInput & { id: number }): Promise<Delivery> {
  return http.post<Delivery>(`/api/v1/admin/delivery/requests/${id}/unlock`, input);
}

export function useUnlockDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockDelivery,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: supportKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}
