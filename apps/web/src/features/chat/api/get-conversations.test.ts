import { afterEach, describe, expect, it } from 'vitest';
import { saveMessagingState } from '../lib/messaging-state';
import { aConversation } from '../../../testing/chat';
import { savedConversations } from './get-conversations';

afterEach(() => localStorage.clear());

describe('the saved conversations shown while the list loads', () => {
  it('keep what the person saw, but never claim someone is online until the server says so', () => {
    localStorage.setItem('auth_user_id', '1');
    const online = aConversation({ other_user: { id: 2, name: 'Ama', avatar: null, online: true, last_seen: null, phone: null } });
    saveMessagingState({ userId: '1', conversations: [online], messages: {}, activeConversation: 10, unreadCount: 2, users: {} });
    const saved = savedConversations();
    expect(saved?.unread_total).toBe(2);
    expect(saved?.conversations[0]).toMatchObject({ id: 10, listingTitle: 'Tecno Spark 10', other_user: { name: 'Ama', online: false } });
  });

  it('are nothing for another account', () => {
    localStorage.setItem('auth_user_id', '1');
    saveMessagingState({ userId: '1', conversations: [aConversation()], messages: {}, activeConversation: 10, unreadCount: 0, users: {} });
    localStorage.setItem('auth_user_id', '2');
    expect(savedConversations()).toBeUndefined();
  });
});
