import type { Db, Executor } from '@dwa/db/client';
import { CHAT_MESSAGES, type ChatMessage, type Conversation } from '@dwa/shared/chat';
import type { RealtimeEvent } from '@dwa/shared/realtime';
import type { RateRule } from '../../config';
import { NotFoundError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { ListingService } from '../listings/listings.service';
import type { Notice } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import { toConversation, toMessage } from './chat.presenters';
import * as repo from './chat.repo';

// What the conversation and the message halves of the chat service share: their dependencies, the
// views of rows, who may see a conversation, and how a new message is told to both people.

const M = CHAT_MESSAGES;

export type ChatRealtime = {
  publish: (userIds: readonly number[], event: RealtimeEvent) => Promise<void>;
  onlineAmong: (userIds: readonly number[]) => Promise<Set<number>>;
};

export type ChatDeps = {
  db: Db;
  storage: Storage;
  now: () => Date;
  limiter: RateLimiter;
  realtime: ChatRealtime;
  listings: Pick<ListingService, 'findVisibleRef'>;
  notifications: Pick<NotificationService, 'notify'>;
  sendLimit: RateRule;
  /** New conversations per person (an existing one reopens freely). */
  startLimit: RateRule;
};

/** What the recipient reads: who wrote and how many messages, with the last one's preview as written (ADR 079). */
export function messageNotice(count: number, senderName: string, preview: string): Notice {
  return count <= 1
    ? { key: 'messageNew', params: { name: senderName, message: preview } }
    : { key: 'messagesNew', params: { count, name: senderName, message: preview } };
}

export const otherOf = (conversation: Pick<repo.ConversationRow, 'user1Id' | 'user2Id'>, userId: number) =>
  conversation.user1Id === userId ? conversation.user2Id : conversation.user1Id;

export function createChatContext(deps: ChatDeps) {
  const { db, storage, realtime } = deps;

  async function messageViews(db: Executor, rows: repo.MessageWithSender[]): Promise<ChatMessage[]> {
    const reactions = await repo.reactionsFor(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toMessage(row, reactions, storage));
  }

  async function conversationViews(db: Executor, viewerId: number, rows: repo.ConversationListRow[]): Promise<Conversation[]> {
    const people = await repo.findUsers(db, [...new Set(rows.flatMap((row) => [row.user1Id, row.user2Id]))]);
    const participants = new Map(people.map((person) => [person.id, person]));
    const others = rows.map((row) => (row.user1Id === viewerId ? row.user2Id : row.user1Id));
    const online = await realtime.onlineAmong([...new Set(others)]);
    const lastIds = rows.map((row) => row.lastMessageId).filter((id): id is number => id !== null);
    const lastMessages = new Map((await messageViews(db, await repo.findMessages(db, lastIds))).map((message) => [message.id, message]));
    return rows.map((row) =>
      toConversation(row, viewerId, {
        participants,
        online,
        storage,
        lastMessage: row.lastMessageId ? (lastMessages.get(row.lastMessageId) ?? null) : null,
      }),
    );
  }

  async function conversationView(viewerId: number, conversationId: number): Promise<Conversation> {
    const rows = await repo.listConversations(db, viewerId, { limit: 1, ids: [conversationId] });
    const [view] = await conversationViews(db, viewerId, rows);
    if (!view) throw new NotFoundError(M.conversationNotFound);
    return view;
  }

  async function conversationFor(userId: number, conversationId: number): Promise<repo.ConversationRow> {
    const conversation = await repo.findConversationFor(db, conversationId, userId);
    if (!conversation) throw new NotFoundError(M.conversationNotFound);
    return conversation;
  }

  /** A new message (no reactions yet): to every tab of both people; the recipient's unread count. */
  async function announceMessage(conversation: repo.ConversationRow, messageId: number, recipientId: number): Promise<ChatMessage> {
    const [row] = await repo.findMessages(db, [messageId]);
    if (!row) throw new NotFoundError(M.messageNotFound);
    const message = toMessage(row, [], storage);
    await realtime.publish([conversation.user1Id, conversation.user2Id], { type: 'message', conversation_id: conversation.id, message });
    await realtime.publish([recipientId], { type: 'unread', total: await repo.unreadTotal(db, recipientId) });
    return message;
  }

  /** In the transaction that stores the message: the recipient hears about it (batched per conversation). */
  async function notifyMessage(tx: Executor, conversationId: number, sender: AuthUser, recipientId: number, preview: string, at: Date) {
    await deps.notifications.notify(tx, {
      userId: recipientId,
      kind: 'message',
      topic: 'new_message',
      notice: messageNotice(1, sender.name, preview),
      link: `/messages?conversation=${conversationId}`,
      data: { conversation_id: conversationId, sender_id: sender.id, count: 1 },
      at,
      dedupeKey: `message:conversation:${conversationId}`,
      merge: (previous) => {
        const count = (typeof previous.data.count === 'number' ? previous.data.count : 1) + 1;
        return { notice: messageNotice(count, sender.name, preview), data: { ...previous.data, count } };
      },
    });
  }

  return { messageViews, conversationViews, conversationView, conversationFor, announceMessage, notifyMessage };
}

export type ChatContext = ReturnType<typeof createChatContext>;
