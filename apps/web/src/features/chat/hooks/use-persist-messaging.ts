import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { getAuthUserId } from '../../../lib/storage';
import { messagingKeys } from '../api/query-keys';
import type { ViewerKey } from '../../../hooks/use-session';
import { saveMessagingState, userDirectory } from '../lib/messaging-state';
import type { ChatMessage, ConversationList, MessagePage } from '../types';

/** Writes the spec's messaging state (for this account only) a moment after the caches change. */
export function usePersistMessaging(viewer: ViewerKey | null, activeConversation: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!viewer) return;
    let timer: number | null = null;
    const save = () => {
      timer = null;
      const userId = getAuthUserId();
      const list = queryClient.getQueryData<ConversationList>(messagingKeys.conversations(viewer));
      if (!userId || !list) return;
      const messages: Record<string, ChatMessage[]> = {};
      for (const [key, data] of queryClient.getQueriesData<InfiniteData<MessagePage>>({ queryKey: messagingKeys.messagesOf(viewer) })) {
        const newest = data?.pages[0]?.messages;
        if (newest) messages[String(key[key.length - 1])] = newest;
      }
      saveMessagingState({
        userId,
        conversations: list.conversations,
        messages,
        activeConversation,
        unreadCount: queryClient.getQueryData<number>(messagingKeys.unread(viewer)) ?? list.unread_total,
        users: userDirectory(list.conversations),
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey[0] !== messagingKeys.all[0]) return;
      if (timer === null) timer = window.setTimeout(save, 1_000);
    });
    save();
    return () => {
      unsubscribe();
      if (timer !== null) window.clearTimeout(timer);
    };
  }, [queryClient, viewer, activeConversation]);
}
