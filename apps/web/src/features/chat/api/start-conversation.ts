import { http } from '../../../lib/http';
import type { Conversation } from '../types';

// POST /api/v1/chat/start/{otherUserId}: the conversation between the two about the listing,
// created when there is none yet (the server then sends the introductory message once).

export function startConversation(otherUserId: number, listingId: number | null): Promise<Conversation> {
  return http.post<Conversation>(`/api/v1/chat/start/${otherUserId}`, listingId ? { listing_id: listingId } : {});
}
