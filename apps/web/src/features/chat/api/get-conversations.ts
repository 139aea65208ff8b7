import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { loadMessagingState } from '../lib/messaging-state';
import type { ConversationList } from '../types';
import { messagingKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/chat/conversations: most recently updated first, with the caller's unread total.

export function getConversations(signal?: AbortSignal): Promise<ConversationList> {
  return http.get<ConversationList>('/api/v1/chat/conversations', { signal });
}

/**
 * What this account saw last time, shown at once on a slow connection while the list loads. Who
 * was online then says nothing about now: nobody reads 'Online now' until the server says so.
 */
export function savedConversations(): ConversationList | undefined {
  const saved = loadMessagingState();
  if (!saved) return undefined;
  const conversations = saved.conversations.map((conversation) => ({
    ...conversation,
    other_user: { ...conversation.other_user, online: false },
  }));
  return { conversations, unread_total: saved.unreadCount };
}

export function conversationsQueryOptions(viewer: ViewerKey) {
  return queryOptions({
    queryKey: messagingKeys.conversations(viewer),
    queryFn: ({ signal }) => getConversations(signal),
    staleTime: 30_000,
  });
}

/** Polls every 10 s while the socket is down; the socket keeps it current otherwise. */
export function useConversations(viewer: ViewerKey | null) {
  const status = useRealtimeStatus();
  return useQuery({
    ...conversationsQueryOptions(viewer ?? 'anonymous'),
    enabled: viewer !== null,
    placeholderData: savedConversations,
    refetchInterval: viewer ? pollInterval(status) : false,
  });
}
