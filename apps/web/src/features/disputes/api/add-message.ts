import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '../../../lib/send-form';
import { useViewerKey } from '../../../hooks/use-session';
import { disputeKeys } from './query-keys';
import { postDisputeForm } from './send-dispute-form';

// POST /api/v1/disputes/{id}/messages (multipart): a message and up to 4 photos; 409 once closed.

export type AddMessage = { body: string; photos: readonly File[]; onProgress?: UploadProgress };

export function useAddMessage(disputeId: number) {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: ({ body, photos, onProgress }: AddMessage) =>
      postDisputeForm(`/api/v1/disputes/${disputeId}/messages`, { body }, photos, onProgress),
    onSuccess: (dispute) => {
      queryClient.setQueryData(disputeKeys.detail(viewer, disputeId), dispute);
      void queryClient.invalidateQueries({ queryKey: disputeKeys.list(viewer) });
    },
  });
}
