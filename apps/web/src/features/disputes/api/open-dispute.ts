import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeReason } from '@dwa/shared/disputes';
import type { UploadProgress } from '../../../lib/send-form';
import { disputeKeys } from './query-keys';
import { postDisputeForm } from './send-dispute-form';

// POST /api/v1/orders/{id}/disputes (multipart): the buyer disputes a paid order; 409 when it cannot
// be (its money was released) or already is.

export type OpenDispute = { orderId: number; reason: DisputeReason; body: string; photos: readonly File[]; onProgress?: UploadProgress };

export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason, body, photos, onProgress }: OpenDispute) =>
      postDisputeForm(`/api/v1/orders/${orderId}/disputes`, { reason, body }, photos, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeKeys.all }),
  });
}
