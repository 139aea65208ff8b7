import type { ViewerKey } from '../../../hooks/use-session';

// Answers depend on who asks: every key carries the viewer (their token), so a different sign-in
// never sees the previous person's conversations.

export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: (viewer: ViewerKey) => [...messagingKeys.all, 'conversations', viewer] as const,
  unread: (viewer: ViewerKey) => [...messagingKeys.all, 'unread', viewer] as const,
  messagesOf: (viewer: ViewerKey) => [...messagingKeys.all, 'messages', viewer] as const,
  messages: (viewer: ViewerKey, conversationId: number) => [...messagingKeys.messagesOf(viewer), conversationId] as const,
};
