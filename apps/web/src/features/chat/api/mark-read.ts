import { http } from '../../../lib/http';

// POST /api/v1/chat/{conversationId}/read: a message arrived in the open chat, so it is read now
// (the sender gets the double check).

export type ReadState = { conversation_id: number; read_at: string | null; marked: number; unread_total: number };

export function markRead(conversationId: number): Promise<ReadState> {
  return http.post<ReadState>(`/api/v1/chat/${conversationId}/read`);
}
