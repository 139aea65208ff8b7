import type { Conversation } from '../types';

/**
 * The spec's fallbacks for someone without a name: 'User {last 4 of id}' when the id is known, else
 * 'Unknown User' for a conversation partner, 'Unknown' for a message's sender.
 */
export function displayName(
  name: string | null | undefined,
  id: number | string | null | undefined,
  unknown: 'Unknown' | 'Unknown User' = 'Unknown User',
): string {
  if (name && name.trim()) return name.trim();
  const text = id === null || id === undefined ? '' : String(id).trim();
  if (text) return `User ${text.slice(-4)}`;
  return unknown;
}

/** The participant who is not me: the server names them in other_user; older answers only list ids. */
export function otherUser(conversation: Conversation, me: number): { id: number | null; name: string; avatar: string | null } {
  const other = conversation.other_user as Conversation['other_user'] | undefined;
  const id = other?.id ?? conversation.participants.find((participant) => participant !== me) ?? null;
  const key = id === null ? '' : String(id);
  const name = other?.name || conversation.participantNames[key] || null;
  return { id, name: displayName(name, id), avatar: other?.avatar ?? conversation.participantAvatars[key] ?? null };
}
