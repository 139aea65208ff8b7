import type { Db, Executor } from '@dwa/db/client';
import {
  CHAT_MESSAGES,
  CONVERSATIONS_MAX,
  type ChatMessage,
  type Conversation,
  type Reaction,
  type SendMessageFields,
} from '@dwa/shared/chat';
import type { RealtimeEvent, TypingFrame } from '@dwa/shared/realtime';
import type { RateRule } from '../../config';
import { BadRequestError, NotFoundError, ValidationError } from '../../lib/errors';
import { InvalidImageError, storeImageVariants, type StoredImage } from '../../lib/images';
import type { RateLimiter } from '../../lib/rate-limit';
import type { Storage } from '../../lib/storage';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor';
import { quoted } from '../../lib/text';
import type { AuthUser } from '../../plugins/auth';
import type { PresenceChange } from '../../plugins/realtime';
import type { ListingService } from '../listings/listings.service';
import type { NotificationService } from '../notifications/notifications.service';
import { CHAT_IMAGE_WIDTHS, messagePreview, toConversation, toMessage } from './chat.presenters';
import * as repo from './chat.repo';

// Messaging: conversations between two people (optionally about a listing), messages, reactions,
// read receipts. Only the two participants can see or touch a conversation; to anyone else it does
// not exist (404, the same answer as an unknown id). Every change is published on the realtime hub
// after its transaction commits.

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

export type OutgoingMessage = SendMessageFields & { image: Buffer | null };

/** People told when someone comes online or goes offline: their most recent chat partners. */
const PRESENCE_AUDIENCE = 200;

export function introText(listingTitle: string): string {
  return `Hi! I'm interested in your listing ${quoted(listingTitle)}. Is it still available?`;
}

export function messageNotificationTitle(count: number, senderName: string): string {
  return count <= 1 ? `New message from ${senderName}` : `${count} new messages from ${senderName}`;
}

export function createChatService(deps: ChatDeps) {
  const { db, storage, now, limiter, realtime } = deps;
  // Typing frames come often: remember who is in a conversation for a minute.
  const participantsCache = new Map<number, { pair: [number, number]; until: number }>();

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
      toConversation(row, viewerId, { participants, online, storage, lastMessage: row.lastMessageId ? (lastMessages.get(row.lastMessageId) ?? null) : null }),
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

  const otherOf = (conversation: Pick<repo.ConversationRow, 'user1Id' | 'user2Id'>, userId: number) =>
    conversation.user1Id === userId ? conversation.user2Id : conversation.user1Id;

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
      title: messageNotificationTitle(1, sender.name),
      body: preview || null,
      link: `/messages?conversation=${conversationId}`,
      data: { conversation_id: conversationId, sender_id: sender.id, count: 1 },
      at,
      dedupeKey: `message:conversation:${conversationId}`,
      merge: (previous) => {
        const count = (typeof previous.data.count === 'number' ? previous.data.count : 1) + 1;
        return { title: messageNotificationTitle(count, sender.name), body: preview || null, data: { ...previous.data, count } };
      },
    });
  }

  async function markConversationRead(user: AuthUser, conversation: repo.ConversationRow): Promise<{ marked: number; readAt: Date | null }> {
    const at = now();
    const marked = await repo.markRead(db, conversation.id, user.id, at);
    if (marked > 0) {
      const readAt = at.toISOString();
      await realtime.publish([conversation.user1Id, conversation.user2Id], { type: 'read', conversation_id: conversation.id, reader_id: user.id, read_at: readAt });
      await realtime.publish([user.id], { type: 'unread', total: await repo.unreadTotal(db, user.id) });
    }
    return { marked, readAt: marked > 0 ? at : null };
  }

  return {
    /** POST /v1/chat/start/{otherUserId}: the pair's conversation about the listing (or in general), created when missing. */
    async start(user: AuthUser, otherUserId: number, listingId: number | null): Promise<{ conversation: Conversation; created: boolean }> {
      if (otherUserId === user.id) throw new BadRequestError(M.self);
      const [other] = await repo.findUsers(db, [otherUserId]);
      if (!other || !other.isActive) throw new NotFoundError(M.userNotFound);
      const [user1Id, user2Id] = repo.orderedPair(user.id, otherUserId);
      // Starting is cheap to call and may put a chat in someone's inbox: new ones are counted.
      if (!(await repo.findConversationByKey(db, user1Id, user2Id, listingId ?? 0))) {
        await limiter.consume(`chat:start:u:${user.id}`, deps.startLimit, M.startRate);
      }

      const result = await db.transaction(async (tx) => {
        const listing = listingId ? await deps.listings.findVisibleRef(listingId, user, { tx }) : null;
        if (listing && listing.userId !== user.id && listing.userId !== otherUserId) throw new BadRequestError(M.listingNotTheirs);
        const listingKey = listing?.id ?? 0;
        const existing = await repo.findConversationByKey(tx, user1Id, user2Id, listingKey);
        if (existing) return { conversation: existing, created: false, introId: null };
        const at = now();
        const inserted = await repo.insertConversation(tx, {
          user1Id,
          user2Id,
          listingId: listing?.id ?? null,
          listingKey,
          startedBy: user.id,
          createdAt: at,
          updatedAt: at,
        });
        if (!inserted) {
          // Started at the same moment by the other tab or person: theirs is the conversation.
          const raced = await repo.findConversationByKey(tx, user1Id, user2Id, listingKey);
          if (!raced) throw new Error('conversation vanished');
          return { conversation: raced, created: false, introId: null };
        }
        let introId: number | null = null;
        // A buyer starting a chat from a listing introduces themselves, once per conversation and listing.
        if (listing && listing.userId === otherUserId) {
          const content = introText(listing.title);
          const intro = await repo.insertMessage(tx, { conversationId: inserted.id, senderId: user.id, messageType: 'TEXT', content, isIntro: true, createdAt: at });
          introId = intro.id;
          await notifyMessage(tx, inserted.id, user, otherUserId, messagePreview(content, false), at);
        }
        return { conversation: inserted, created: true, introId };
      });

      if (result.introId) await announceMessage(result.conversation, result.introId, otherUserId);
      return { conversation: await conversationView(user.id, result.conversation.id), created: result.created };
    },

    /** GET /v1/chat/conversations/{id}: one of mine, also when it is too old to be in the list. */
    conversation: (user: AuthUser, conversationId: number) => conversationView(user.id, conversationId),

    async conversations(user: AuthUser): Promise<{ conversations: Conversation[]; unread_total: number }> {
      const rows = await repo.listConversations(db, user.id, { limit: CONVERSATIONS_MAX });
      return { conversations: await conversationViews(db, user.id, rows), unread_total: await repo.unreadTotal(db, user.id) };
    },

    async messages(
      user: AuthUser,
      conversationId: number,
      query: { mark_read: boolean; cursor?: string; limit: number },
    ): Promise<{ messages: ChatMessage[]; next_cursor: string | null; unread_total: number }> {
      const conversation = await conversationFor(user.id, conversationId);
      const before = decodePageCursor(query.cursor);
      if (query.mark_read) await markConversationRead(user, conversation);
      const rows = await repo.listMessages(db, conversation.id, { beforeId: before?.id, limit: query.limit });
      const page = rows.slice(0, query.limit);
      const oldest = page[page.length - 1];
      const nextCursor = rows.length > query.limit && oldest ? encodePageCursor({ at: null, id: oldest.id }) : null;
      return { messages: (await messageViews(db, page)).reverse(), next_cursor: nextCursor, unread_total: await repo.unreadTotal(db, user.id) };
    },

    async markRead(user: AuthUser, conversationId: number) {
      const conversation = await conversationFor(user.id, conversationId);
      const { marked, readAt } = await markConversationRead(user, conversation);
      return { conversation_id: conversation.id, read_at: readAt?.toISOString() ?? null, marked, unread_total: await repo.unreadTotal(db, user.id) };
    },

    unreadTotal: async (user: AuthUser) => ({ total: await repo.unreadTotal(db, user.id) }),

    /** Checks who may send (participant, rate) before the body is read; answers the conversation for `send`. */
    async beforeSend(user: AuthUser, conversationId: number): Promise<repo.ConversationRow> {
      const conversation = await conversationFor(user.id, conversationId);
      // A deactivated account reads nothing any more: do not keep filling its inbox.
      const [recipient] = await repo.findUsers(db, [otherOf(conversation, user.id)]);
      if (!recipient?.isActive) throw new NotFoundError(M.userNotFound);
      await limiter.consume(`chat:send:u:${user.id}`, deps.sendLimit, M.sendRate);
      return conversation;
    },

    /** Stores a message in a conversation `beforeSend` answered. */
    async send(user: AuthUser, conversation: repo.ConversationRow, input: OutgoingMessage): Promise<ChatMessage> {
      const isImage = input.image !== null;
      if (input.message_type === 'IMAGE' && !isImage) throw ValidationError.single(['body', 'file'], M.imageRequired, 'image_required');
      if (!isImage && !input.content) throw ValidationError.single(['body', 'content'], M.messageRequired, 'message_required');
      const recipientId = otherOf(conversation, user.id);

      let stored: StoredImage | null = null;
      if (input.image) stored = await storeChatImage(input.image);
      try {
        const messageId = await db.transaction(async (tx) => {
          const at = now();
          const message = await repo.insertMessage(tx, {
            conversationId: conversation.id,
            senderId: user.id,
            messageType: isImage ? 'IMAGE' : 'TEXT',
            content: input.content,
            imageKey: stored?.storageKey ?? null,
            imageWidth: stored?.width ?? null,
            imageHeight: stored?.height ?? null,
            createdAt: at,
          });
          await notifyMessage(tx, conversation.id, user, recipientId, messagePreview(input.content, isImage), at);
          return message.id;
        });
        return await announceMessage(conversation, messageId, recipientId);
      } catch (error) {
        if (stored) await storage.remove(stored.keys).catch(() => undefined);
        throw error;
      }
    },

    async react(user: AuthUser, messageId: number, emoji: Reaction | null) {
      const found = await repo.findMessageFor(db, messageId, user.id);
      if (!found) throw new NotFoundError(M.messageNotFound);
      if (emoji) await repo.setReaction(db, messageId, user.id, emoji, now());
      else await repo.deleteReaction(db, messageId, user.id);
      const reactions = (await repo.reactionsFor(db, [messageId])).map((row) => ({ user_id: row.userId, emoji: row.emoji }));
      const state = { message_id: messageId, conversation_id: found.conversation.id, reactions };
      await realtime.publish([found.conversation.user1Id, found.conversation.user2Id], { type: 'reaction', ...state });
      return state;
    },

    /** A `typing` frame: relayed to the other participant, only when the sender is one. */
    async typing(user: AuthUser, frame: TypingFrame): Promise<void> {
      const at = Date.now();
      let entry = participantsCache.get(frame.conversation_id);
      if (!entry || entry.until < at) {
        const pair = await repo.conversationParticipants(db, frame.conversation_id);
        if (!pair) return;
        entry = { pair, until: at + 60_000 };
        if (participantsCache.size > 10_000) participantsCache.clear();
        participantsCache.set(frame.conversation_id, entry);
      }
      if (!entry.pair.includes(user.id)) return;
      const otherId = entry.pair[0] === user.id ? entry.pair[1] : entry.pair[0];
      await realtime.publish([otherId], { type: 'typing', conversation_id: frame.conversation_id, user_id: user.id, is_typing: frame.is_typing });
    },

    /** Someone's first socket opened or last one closed: their chat partners hear it. */
    async presence(change: PresenceChange): Promise<void> {
      const partners = await repo.chatPartners(db, change.userId, PRESENCE_AUDIENCE);
      if (partners.length === 0) return;
      await realtime.publish(partners, {
        type: 'presence',
        user_id: change.userId,
        online: change.online,
        last_seen: change.lastSeen?.toISOString() ?? null,
      });
    },
  };

  async function storeChatImage(data: Buffer): Promise<StoredImage> {
    try {
      return await storeImageVariants(storage, data, 'chat', CHAT_IMAGE_WIDTHS);
    } catch (error) {
      if (error instanceof InvalidImageError) throw ValidationError.single(['body', 'file'], M.imageType, 'image_type');
      throw error;
    }
  }
}

export type ChatService = ReturnType<typeof createChatService>;
