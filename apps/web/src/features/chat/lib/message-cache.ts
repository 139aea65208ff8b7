import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, Conversation, ConversationList, MessagePage } from '../types';

// Pure updates of the cached pages and list, applied for our own sends and for live frames alike.

export type Pages = InfiniteData<MessagePage, string | null>;

const mapMessages = (data: Pages, change: (messages: ChatMessage[], index: number) => ChatMessage[]): Pages => ({
  ...data,
  pages: data.pages.map((page, index) => ({ ...page, messages: change(page.messages, index) })),
});

/**
 * Adds a message to the newest page, or replaces the copy already there (same id). A message of ours
 * arriving over the socket also replaces our optimistic copy of it (same text, still sending).
 */
export function upsertMessage(data: Pages | undefined, message: ChatMessage): Pages {
  const base: Pages = data ?? { pages: [{ messages: [], next_cursor: null, unread_total: 0 }], pageParams: [null] };
  const exists = base.pages.some((page) => page.messages.some((item) => item.id === message.id));
  if (exists)
    return mapMessages(base, (messages) =>
      messages.map((item) => (item.id === message.id ? { ...message, localImage: item.localImage } : item)),
    );
  let replaced = false;
  const withoutEcho = mapMessages(base, (messages) =>
    messages.filter((item) => {
      const echo = !replaced && item.localState === 'sending' && isEcho(item, message);
      if (echo) replaced = true;
      return !echo;
    }),
  );
  return mapMessages(withoutEcho, (messages, index) => (index === 0 ? [...messages, message] : messages));
}

/** Our optimistic message answered by the server (or already echoed by the socket). */
export function replaceMessage(data: Pages | undefined, localId: number, message: ChatMessage): Pages {
  const base = data ?? { pages: [{ messages: [], next_cursor: null, unread_total: 0 }], pageParams: [null] };
  const removed = mapMessages(base, (messages) => messages.filter((item) => item.id !== localId));
  return upsertMessage(removed, message);
}

export function patchMessage(data: Pages | undefined, id: number, change: Partial<ChatMessage>): Pages | undefined {
  if (!data) return data;
  return mapMessages(data, (messages) => messages.map((item) => (item.id === id ? { ...item, ...change } : item)));
}

/** The other side (`readerId`) read the conversation: every message of ours up to `readAt` is read. */
export function markReadBy(data: Pages | undefined, readerId: number, readAt: string): Pages | undefined {
  if (!data) return data;
  const until = Date.parse(readAt);
  return mapMessages(data, (messages) =>
    messages.map((item) =>
      item.sender_id !== readerId && !item.is_read && item.id > 0 && (Number.isNaN(until) || Date.parse(item.created_at) <= until)
        ? { ...item, is_read: true, read_at: readAt }
        : item,
    ),
  );
}

/**
 * A new message in a conversation: it becomes the last message, the conversation goes to the top, and
 * an incoming message counts as unread unless the conversation is open.
 */
export function bumpConversation(
  list: ConversationList | undefined,
  message: ChatMessage,
  me: number,
  open: boolean,
): ConversationList | undefined {
  if (!list) return list;
  const index = list.conversations.findIndex((conversation) => conversation.id === message.conversation_id);
  if (index < 0) return list;
  const current = list.conversations[index] as Conversation;
  if (current.lastMessage?.id === message.id) return list;
  const incoming = message.sender_id !== me && !open;
  const updated: Conversation = {
    ...current,
    lastMessage: message,
    updatedAt: message.created_at,
    unread_count: current.unread_count + (incoming ? 1 : 0),
  };
  const rest = list.conversations.filter((_, position) => position !== index);
  return { conversations: [updated, ...rest], unread_total: list.unread_total + (incoming ? 1 : 0) };
}

/** Opening a conversation reads it: its unread count leaves the total. */
export function markConversationRead(list: ConversationList | undefined, conversationId: number): ConversationList | undefined {
  if (!list) return list;
  const target = list.conversations.find((conversation) => conversation.id === conversationId);
  if (!target || target.unread_count === 0) return list;
  return {
    conversations: list.conversations.map((conversation) =>
      conversation.id === conversationId ? { ...conversation, unread_count: 0 } : conversation,
    ),
    unread_total: Math.max(0, list.unread_total - target.unread_count),
  };
}

/** Adds a started conversation at the top when the list does not have it yet. */
export function addConversation(list: ConversationList | undefined, conversation: Conversation): ConversationList {
  const base = list ?? { conversations: [], unread_total: 0 };
  if (base.conversations.some((item) => item.id === conversation.id)) return base;
  return { ...base, conversations: [conversation, ...base.conversations] };
}

const isEcho = (local: ChatMessage, stored: ChatMessage) =>
  local.localState !== undefined &&
  local.sender_id === stored.sender_id &&
  local.message_type === stored.message_type &&
  local.content === stored.content;

/**
 * A refetched newest page, plus what the cache got while the request was out: our messages still
 * sending (or failed) and live messages newer than the page. A slow answer never hides them.
 */
export function mergeNewestPage(fetched: ChatMessage[], cached: ChatMessage[]): ChatMessage[] {
  const ids = new Set(fetched.map((message) => message.id));
  const newest = fetched.reduce((latest, message) => Math.max(latest, Date.parse(message.created_at) || 0), 0);
  const kept = cached.filter((message) => {
    if (ids.has(message.id)) return false;
    if (message.id < 0) return !fetched.some((stored) => isEcho(message, stored));
    return (Date.parse(message.created_at) || 0) > newest;
  });
  return kept.length ? [...fetched, ...kept] : fetched;
}
