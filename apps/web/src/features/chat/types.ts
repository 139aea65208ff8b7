import type { ChatMessage as StoredMessage, Conversation } from '@dwa/shared/chat';

export type { Conversation };

/** A stored message, or one of ours still on its way (negative id until the server answers). */
export type ChatMessage = StoredMessage & {
  localState?: 'sending' | 'failed';
  /** The picked image, shown while it uploads. */
  localImage?: string;
};

export type MessagePage = { messages: ChatMessage[]; next_cursor: string | null; unread_total: number };
export type ConversationList = { conversations: Conversation[]; unread_total: number };
