import { describe, expect, it } from 'vitest';
import { nextReactions } from '../api/react-to-message';
import {
  addConversation,
  bumpConversation,
  mergeNewestPage,
  markConversationRead,
  markReadBy,
  replaceMessage,
  upsertMessage,
} from './message-cache';
import type { Pages } from './message-cache';
import { aConversation, aMessage } from '../../../testing/chat';

const pages = (...lists: ReturnType<typeof aMessage>[][]): Pages => ({
  pages: lists.map((messages) => ({ messages, next_cursor: null, unread_total: 0 })),
  pageParams: lists.map(() => null),
});
const ids = (data: Pages | undefined) => data?.pages.map((page) => page.messages.map((message) => message.id));

describe('message cache', () => {
  it('adds a live message to the newest page once, however often it arrives', () => {
    const data = pages([aMessage({ id: 3 })], [aMessage({ id: 1 })]);
    const once = upsertMessage(data, aMessage({ id: 4 }));
    expect(ids(upsertMessage(once, aMessage({ id: 4, content: 'edited' })))).toEqual([[3, 4], [1]]);
    expect(upsertMessage(once, aMessage({ id: 4, content: 'edited' })).pages[0]?.messages[1]?.content).toBe('edited');
  });

  it('replaces our optimistic copy with the socket echo, then the HTTP answer changes nothing more', () => {
    const sending = aMessage({ id: -1, sender_id: 1, content: 'Hi', localState: 'sending' });
    const echoed = upsertMessage(pages([sending]), aMessage({ id: 9, sender_id: 1, content: 'Hi' }));
    expect(ids(echoed)).toEqual([[9]]);
    expect(ids(replaceMessage(echoed, -1, aMessage({ id: 9, sender_id: 1, content: 'Hi' })))).toEqual([[9]]);
    expect(ids(replaceMessage(pages([sending]), -1, aMessage({ id: 9, sender_id: 1, content: 'Hi' })))).toEqual([[9]]);
  });

  it("marks my messages read up to the other side's read time", () => {
    const data = pages([
      aMessage({ id: 1, sender_id: 1, created_at: '2026-03-10T10:00:00Z' }),
      aMessage({ id: 2, sender_id: 2, created_at: '2026-03-10T10:01:00Z' }),
      aMessage({ id: 3, sender_id: 1, created_at: '2026-03-10T10:05:00Z' }),
    ]);
    const read = markReadBy(data, 2, '2026-03-10T10:02:00Z')?.pages[0]?.messages;
    expect(read?.map((message) => message.is_read)).toEqual([true, false, false]);
  });

  it('moves a conversation to the top with its last message, counting unread only when not open', () => {
    const list = { conversations: [aConversation({ id: 1 }), aConversation({ id: 10 })], unread_total: 0 };
    const incoming = aMessage({ id: 5, conversation_id: 10, sender_id: 2, created_at: '2026-03-11T08:00:00Z' });
    const bumped = bumpConversation(list, incoming, 1, false);
    expect(bumped?.conversations.map((conversation) => conversation.id)).toEqual([10, 1]);
    expect(bumped?.conversations[0]).toMatchObject({ unread_count: 1, updatedAt: '2026-03-11T08:00:00Z', lastMessage: { id: 5 } });
    expect(bumpConversation(bumped, incoming, 1, false)).toBe(bumped);
    expect(bumpConversation(list, incoming, 1, true)?.conversations[0]?.unread_count).toBe(0);
    expect(bumpConversation(list, aMessage({ conversation_id: 10, sender_id: 1 }), 1, false)?.conversations[0]?.unread_count).toBe(0);
  });

  it('reads a conversation and adds a started one at the top once', () => {
    const list = {
      conversations: [aConversation({ id: 10, unread_count: 3 }), aConversation({ id: 11, unread_count: 1 })],
      unread_total: 4,
    };
    expect(markConversationRead(list, 10)).toMatchObject({ unread_total: 1, conversations: [{ unread_count: 0 }, { unread_count: 1 }] });
    const added = addConversation(list, aConversation({ id: 12 }));
    expect(added.conversations.map((conversation) => conversation.id)).toEqual([12, 10, 11]);
    expect(addConversation(added, aConversation({ id: 12 }))).toBe(added);
  });

  it('keeps one reaction per person; choosing none removes mine', () => {
    const reactions = [
      { user_id: 2, emoji: '❤️' },
      { user_id: 1, emoji: '👍' },
    ];
    expect(nextReactions(reactions, 1, '😂')).toEqual([
      { user_id: 2, emoji: '❤️' },
      { user_id: 1, emoji: '😂' },
    ]);
    expect(nextReactions(reactions, 1, null)).toEqual([{ user_id: 2, emoji: '❤️' }]);
  });

  it('keeps what arrived while a refetch was out: messages still sending and newer live ones', () => {
    const fetched = [aMessage({ id: 1, created_at: '2026-03-10T10:00:00Z' }), aMessage({ id: 2, created_at: '2026-03-10T10:01:00Z' })];
    const cached = [
      aMessage({ id: 1, created_at: '2026-03-10T10:00:00Z' }),
      aMessage({ id: 0.5 as number, created_at: '2026-03-10T09:00:00Z' }),
      aMessage({ id: 3, created_at: '2026-03-10T10:02:00Z' }),
      aMessage({ id: -1, sender_id: 1, content: 'Hi', localState: 'sending' }),
      aMessage({ id: -2, sender_id: 1, content: 'Hello', localState: 'sending' }),
    ];
    const withEcho = [...fetched, aMessage({ id: 4, sender_id: 1, content: 'Hi', created_at: '2026-03-10T10:01:30Z' })];
    expect(mergeNewestPage(fetched, cached).map((message) => message.id)).toEqual([1, 2, 3, -1, -2]);
    expect(mergeNewestPage(withEcho, cached).map((message) => message.id)).toEqual([1, 2, 4, 3, -2]);
    expect(mergeNewestPage(fetched, [])).toBe(fetched);
  });
});
