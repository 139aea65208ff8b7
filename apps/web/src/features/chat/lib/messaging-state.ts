import { MESSAGING_STATE_KEY, getAuthUserId, readPrivate, writePrivate } from '../../../lib/storage';
import type { ChatMessage, Conversation } from '../types';

// The spec's messaging state, kept under `messaging_state` so a phone on a patchy connection opens
// /messages on what it last saw. It is private (message text, names, a seller's phone): it is kept
// where the token is, so without 'Remember me' it ends with the browser session (lib/storage
// writePrivate). It belongs to one account: read back only when its user id is the stored
// `auth_user_id` (login, logout and registration remove it).

export type MessagingState = {
  userId: string;
  conversations: Conversation[];
  /** The newest page of each conversation, keyed by conversation id. */
  messages: Record<string, ChatMessage[]>;
  activeConversation: number | null;
  unreadCount: number;
  users: Record<string, { name: string | null; avatar: string | null }>;
};

/** Enough to open the page offline without filling the phone's storage. */
export const KEEP_CONVERSATIONS = 30;
export const KEEP_MESSAGES = 50;

export function loadMessagingState(authUserId: string | null = getAuthUserId()): MessagingState | null {
  if (!authUserId) return null;
  const raw = readPrivate(MESSAGING_STATE_KEY);
  if (!raw) return null;
  try {
    const state = JSON.parse(raw) as Partial<MessagingState>;
    if (String(state.userId) !== authUserId || !Array.isArray(state.conversations)) return null;
    return {
      userId: authUserId,
      conversations: state.conversations,
      messages: state.messages && typeof state.messages === 'object' ? state.messages : {},
      activeConversation: state.activeConversation ?? null,
      unreadCount: Number(state.unreadCount) || 0,
      users: state.users && typeof state.users === 'object' ? state.users : {},
    };
  } catch {
    return null;
  }
}

/** Saves for the signed-in user only; messages still sending are not kept. */
export function saveMessagingState(state: MessagingState, authUserId: string | null = getAuthUserId()): void {
  if (!authUserId || state.userId !== authUserId) return;
  const conversations = state.conversations.slice(0, KEEP_CONVERSATIONS);
  const kept = new Set(conversations.map((conversation) => String(conversation.id)));
  const messages: Record<string, ChatMessage[]> = {};
  for (const [id, list] of Object.entries(state.messages)) {
    if (kept.has(id)) messages[id] = list.filter((message) => !message.localState).slice(-KEEP_MESSAGES);
  }
  writePrivate(MESSAGING_STATE_KEY, JSON.stringify({ ...state, conversations, messages }));
}

/** The user directory: names and avatars of everyone in the conversations, by user id. */
export function userDirectory(conversations: Conversation[]): MessagingState['users'] {
  const users: MessagingState['users'] = {};
  for (const conversation of conversations) {
    for (const id of conversation.participants) {
      const key = String(id);
      users[key] = {
        name: conversation.participantNames[key] ?? users[key]?.name ?? null,
        avatar: conversation.participantAvatars[key] ?? users[key]?.avatar ?? null,
      };
    }
  }
  return users;
}
