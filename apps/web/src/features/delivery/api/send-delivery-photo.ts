import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryMessage } from '@dwa/shared/delivery';
import { sendForm } from '../../../lib/send-form';
import { useViewerKey } from '../../../hooks/use-session';
import { addMessage } from '../lib/messages';
import { deliveryKeys } from './query-keys';

// POST /api/v1/delivery/requests/{id}/messages/photo, multipart: the photo as `file` and an optional
// caption as `body`, with upload progress (lib/send-form) -> 201 the message, also sent live.

export type DeliveryPhotoDraft = { photo: File; caption: string };

export function sendDeliveryPhoto(
  id: number,
  { photo, caption }: DeliveryPhotoDraft,
  onProgress?: (percent: number) => void,
): Promise<DeliveryMessage> {
  const body = new FormData();
  body.set('file', photo, photo.name);
  if (caption.trim()) body.set('body', caption.trim());
  return sendForm<DeliveryMessage>({ method: 'POST', url: `/api/v1/delivery/requests/${id}/messages/photo`, body, onProgress });
}

export function useSendDeliveryPhoto(id: number) {
  const queryClient = useQueryClient();
  const key = deliveryKeys.messages(useViewerKey(), id);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (draft: DeliveryPhotoDraft) => {
      setProgress(0);
      return sendDeliveryPhoto(id, draft, setProgress);
    },
    onSuccess: (message) => queryClient.setQueryData<DeliveryMessage[]>(key, (list) => addMessage(list, message)),
  });
  return { ...mutation, progress };
}
