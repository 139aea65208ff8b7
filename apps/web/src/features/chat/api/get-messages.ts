import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { mergeNewestPage } from '../lib/message-cache';
import type { Pages } from '../lib/message-cache';
import { loadMessagingState } from '../lib/messaging-state';
import type { ChatMessage, MessagePage } from '../types';
import { messagingKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/chat/{conversationId}/messages?mark_read=true: the newest page first, older pages by
// cursor. Opening a conversation marks the other side's messages read (the spec's mark_read).

export function getMessages(conversationId: number, cursor: string | null, signal?: AbortSignal): Promise<MessagePage> {
  const query = new URLSearchParams({ mark_read: 'true' });
  if (cursor) query.set('cursor', cursor);
  return http.get<MessagePage>(`/api/v1/chat/${conversationId}/messages?${query.toString()}`, { signal });
}

export function messagesQueryOptions(viewer: ViewerKey, conversationId: number) {
  return infiniteQueryOptions({
    queryKey: messagingKeys.messages(viewer, conversationId),
    queryFn: async ({ pageParam, signal, client, queryKey }) => {
      const page = await getMessages(conversationId, pageParam, signal);
      if (pageParam !== null) return page;
      const cached = client.getQueryData<Pages>(queryKey)?.pages[0]?.messages ?? [];
      return { ...page, messages: mergeNewestPage(page.messages, cached) };
    },
    initialPageParam: null as string | null,
    // Pages are stored newest first; the older page's cursor comes with each page.
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 10_000,
    placeholderData: () => {
      const saved = loadMessagingState()?.messages[String(conversationId)];
      return saved?.length ? { pages: [{ messages: saved, next_cursor: null, unread_total: 0 }], pageParams: [null] } : undefined;
    },
  });
}

export function useMessages(viewer: ViewerKey | null, conversationId: number | null) {
  const status = useRealtimeStatus();
  return useInfiniteQuery({
    ...messagesQueryOptions(viewer ?? 'anonymous', conversationId ?? 0),
    enabled: viewer !== null && conversationId !== null,
    refetchInterval: pollInterval(status),
  });
}

/** All loaded messages, oldest first, without duplicates (a live frame and a refetch may overlap). */
export function flattenPages(pages: MessagePage[] | undefined): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const page of [...(pages ?? [])].reverse()) for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id);
}
