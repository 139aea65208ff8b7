import type { ChatMessage, Conversation } from '@dwa/shared/chat';

// Builders for unit tests: a stored message and a conversation as the API answers them. A change may
// add the web's own fields of a message on its way (localState), kept as given.

export function aMessage<const Change extends Partial<ChatMessage>>(change: Change = {} as Change): ChatMessage & Change {
  const id = change.id ?? 1;
  const conversationId = change.conversation_id ?? 10;
  return {
    id,
    conversationId,
    conversation_id: conversationId,
    sender_id: 2,
    senderName: 'Ama',
    senderAvatar: null,
    content: 'Hello',
    message_type: 'TEXT',
    attachment: null,
    image: null,
    is_read: false,
    read_at: null,
    created_at: '2026-03-10T10:00:00.000Z',
    listingId: null,
    is_intro: false,
    reactions: [],
    ...change,
  };
}

export function aConversation(change: Partial<Conversation> = {}): Conversation {
  return {
    id: 10,
    user1_id: 1,
    user2_id: 2,
    participants: [1, 2],
    participantNames: { '1': 'Kofi', '2': 'Ama' },
    participantAvatars: { '1': null, '2': null },
    other_user: { id: 2, name: 'Ama', avatar: null, online: false, last_seen: null, phone: null },
    lastMessage: null,
    unread_count: 0,
    updatedAt: '2026-03-10T10:00:00.000Z',
    created_at: '2026-03-10T09:00:00.000Z',
    isActive: true,
    listingId: 5,
    listingTitle: 'Tecno Spark 10',
    listingImage: null,
    ...change,
  };
}
