import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeFrame } from '../../../lib/realtime';
import { getAuthUserId } from '../../../lib/storage';
import { messagingKeys } from '../api/query-keys';
import type { ViewerKey } from '../../../hooks/use-session';
import { bumpConversation } from '../lib/message-cache';
import type { ChatMessage, ConversationList } from '../types';

// The conversation list and the unread total, kept current by the socket on every page (the header
// badge runs this, see live-unread.ts). The chat pane keeps its own messages current (use-live-chat.ts).

let openConversation: number | null = null;

/** The conversation on screen: its incoming messages are read, not unread. */
export function setOpenConversation(id: number | null): void {
  openConversation = id;
}

export function isConversationOpen(id: number): boolean {
  return openConversation === id && (typeof document === 'undefined' || document.visibilityState !== 'hidden');
}

/** One frame's effect on the cached list and unread total (exported for tests). */
export function applyConversationFrame(queryClient: QueryClient, viewer: ViewerKey, frame: RealtimeFrame): void {
  const key = messagingKeys.conversations(viewer);
  const update = (change: (list: ConversationList) => ConversationList | undefined) =>
    queryClient.setQueryData<ConversationList>(key, (old) => (old ? change(old) : old));
  if (frame.type === 'unread' && typeof frame.total === 'number') {
    queryClient.setQueryData(messagingKeys.unread(viewer), frame.total);
  } else if (frame.type === 'message') {
    const message = frame.message as ChatMessage;
    const list = queryClient.getQueryData<ConversationList>(key);
    // A conversation someone else just started: the list does not have it, so ask for it.
    if (list && !list.conversations.some((conversation) => conversation.id === message.conversation_id)) {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    update((old) => bumpConversation(old, message, Number(getAuthUserId()), isConversationOpen(message.conversation_id)));
  } else if (frame.type === 'presence') {
    const userId = Number(frame.user_id);
    update((list) => ({
      ...list,
      conversations: list.conversations.map((conversation) =>
        conversation.other_user?.id === userId
          ? {
              ...conversation,
              other_user: {
                ...conversation.other_user,
                online: Boolean(frame.online),
                last_seen: (frame.last_seen as string | null) ?? conversation.other_user.last_seen,
              },
            }
          : conversation,
      ),
    }));
  } else if (frame.type === 'ready' && frame.reconnected) {
    // Catch-up: whatever happened while the socket was down.
    void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
  }
}
