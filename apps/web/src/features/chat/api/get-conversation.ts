import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Conversation } from '../types';
import type { ViewerKey } from '../../../hooks/use-session';
import { messagingKeys } from './query-keys';

// GET /api/v1/chat/conversations/{id}: one conversation, for a link to one older than the list
// holds (the list answers the 200 most recent).

export function getConversation(conversationId: number, signal?: AbortSignal): Promise<Conversation> {
  return http.get<Conversation>(`/api/v1/chat/conversations/${conversationId}`, { signal });
}

/** Fetched only when `enabled`: the list has loaded and does not hold the conversation. */
export function useConversation(viewer: ViewerKey | null, conversationId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...messagingKeys.conversations(viewer ?? 'anonymous'), 'one', conversationId] as const,
    queryFn: ({ signal }) => getConversation(conversationId!, signal),
    enabled: enabled && viewer !== null && conversationId !== null,
    retry: false,
  });
}
