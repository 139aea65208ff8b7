import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { messagingKeys } from '../api/query-keys';
import { aConversation, aMessage } from '../../../testing/chat';
import type { ConversationList } from '../types';
import { applyConversationFrame, setOpenConversation } from './live-conversations';

const viewer = 'token';
const setup = () => {
  const client = new QueryClient();
  client.setQueryData<ConversationList>(messagingKeys.conversations(viewer), {
    conversations: [aConversation({ id: 1 }), aConversation({ id: 10 })],
    unread_total: 0,
  });
  return client;
};
const list = (client: QueryClient) => client.getQueryData<ConversationList>(messagingKeys.conversations(viewer));

afterEach(() => {
  localStorage.clear();
  setOpenConversation(null);
});

describe('live conversation list', () => {
  it("sets the header's unread total from 'unread' frames", () => {
    const client = setup();
    applyConversationFrame(client, viewer, { type: 'unread', total: 4 });
    expect(client.getQueryData(messagingKeys.unread(viewer))).toBe(4);
  });

  it('moves a conversation up on a new message, unread unless it is open', () => {
    localStorage.setItem('auth_user_id', '1');
    const client = setup();
    applyConversationFrame(client, viewer, { type: 'message', conversation_id: 10, message: aMessage({ id: 7, conversation_id: 10 }) });
    expect(list(client)?.conversations.map((conversation) => [conversation.id, conversation.unread_count])).toEqual([
      [10, 1],
      [1, 0],
    ]);
    setOpenConversation(1);
    applyConversationFrame(client, viewer, { type: 'message', conversation_id: 1, message: aMessage({ id: 8, conversation_id: 1 }) });
    expect(list(client)?.conversations[0]).toMatchObject({ id: 1, unread_count: 0 });
  });

  it('asks for the list again for a conversation it does not know, and catches up after a reconnect', () => {
    const client = setup();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyConversationFrame(client, viewer, { type: 'message', conversation_id: 99, message: aMessage({ id: 9, conversation_id: 99 }) });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: messagingKeys.conversations(viewer) });
    applyConversationFrame(client, viewer, { type: 'ready', user_id: 1, reconnected: false });
    expect(invalidate).toHaveBeenCalledTimes(1);
    applyConversationFrame(client, viewer, { type: 'ready', user_id: 1, reconnected: true });
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: messagingKeys.all });
  });

  it("keeps the other person's presence current", () => {
    const client = setup();
    applyConversationFrame(client, viewer, { type: 'presence', user_id: 2, online: true, last_seen: null });
    expect(list(client)?.conversations.every((conversation) => conversation.other_user.online)).toBe(true);
    applyConversationFrame(client, viewer, { type: 'presence', user_id: 2, online: false, last_seen: '2026-03-10T12:00:00Z' });
    expect(list(client)?.conversations[0]?.other_user).toMatchObject({ online: false, last_seen: '2026-03-10T12:00:00Z' });
  });
});
