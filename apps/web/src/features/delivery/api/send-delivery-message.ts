import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeliveryMessage } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { writeFresh } from '../../../lib/fresh-write';
import { useViewerKey } from '../../../hooks/use-session';
import { loadDeliverySchemas } from '../lib/load-schemas';
import { addMessage } from '../lib/messages';
import { deliveryKeys } from './query-keys';

// POST /api/v1/delivery/requests/{id}/messages {type: 'text', body} or {type: 'location', lat, lng}:
// while a courier is on the job -> 201 the message (also sent live to the other side).

export type DeliveryMessageDraft = { type: 'text'; body: string } | { type: 'location'; lat: number; lng: number; body?: string | null };

export async function sendDeliveryMessage(id: number, input: DeliveryMessageDraft): Promise<DeliveryMessage> {
  const { deliveryMessageInputSchema } = await loadDeliverySchemas();
  return http.post<DeliveryMessage>(`/api/v1/delivery/requests/${id}/messages`, deliveryMessageInputSchema.parse(input));
}

export function useSendDeliveryMessage(id: number) {
  const queryClient = useQueryClient();
  const key = deliveryKeys.messages(useViewerKey(), id);
  return useMutation({
    mutationFn: (input: DeliveryMessageDraft) => sendDeliveryMessage(id, input),
    onSuccess: (message) => void writeFresh<DeliveryMessage[]>(queryClient, key, (list) => addMessage(list, message)),
  });
}
