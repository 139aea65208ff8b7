import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../../lib/i18n/catalogs/chat';
import { areaT } from '../../../testing/i18n';
import { ApiError } from '../../../lib/http';
import { chatError } from './chat-errors';
import { displayName, otherUser } from './people';
import { aConversation } from '../../../testing/chat';

const t = await areaT('en', chatMessages);

describe('names', () => {
  it("falls back to 'User {last 4 of id}', then 'Unknown User' or 'Unknown'", () => {
    expect(displayName('  Ama  ', 12)).toBe('Ama');
    expect(displayName(null, 123456)).toBe('User 3456');
    expect(displayName('', null)).toBe('Unknown User');
    expect(displayName(undefined, undefined, 'Unknown')).toBe('Unknown');
  });

  it('finds the other participant, from other_user or the participant lists', () => {
    expect(otherUser(aConversation(), 1)).toEqual({ id: 2, name: 'Ama', avatar: null });
    const bare = aConversation({ other_user: undefined as never, participantNames: {} });
    expect(otherUser(bare, 1)).toEqual({ id: 2, name: 'User 2', avatar: null });
  });
});

describe('chat errors', () => {
  it("shows the server's message, else the spec's 'Failed to ...: {status} - {body}'", () => {
    expect(chatError(t, new ApiError(400, 'x', { detail: 'You cannot message yourself' }), 'start conversation')).toBe(
      'You cannot message yourself',
    );
    expect(chatError(t, new ApiError(502, 'Bad Gateway', 'upstream down'), 'send message')).toBe(
      'Failed to send message: 502 - upstream down',
    );
    expect(chatError(t, new ApiError(500, 'x', null), 'fetch messages')).toBe('Failed to fetch messages: 500');
    expect(chatError(t, new ApiError(0, 'Could not reach the server.'), 'send message')).toBe('Could not reach the server.');
    expect(chatError(t, new Error('boom'), 'start conversation')).toBe('Failed to start conversation');
  });
});
