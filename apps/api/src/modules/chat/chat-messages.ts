import { CHAT_MESSAGES, type ChatMessage, type Reaction, type SendMessageFields } from '@dwa/shared/chat';
import type { TypingFrame } from '@dwa/shared/realtime';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { InvalidImageError, storeImageVariants, type StoredImage } from '../../lib/images';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor';
import type { AuthUser } from '../../plugins/auth';
import { otherOf, type ChatContext, type ChatDeps } from './chat-context';
import { CHAT_IMAGE_WIDTHS, messagePreview } from './chat.presenters';
import * as repo from './chat.repo';

// Messages in a conversation: paged reading, read receipts and unread counts, sending (text or one
// picture), reactions, and typing relayed to the other participant.

const M = CHAT_MESSAGES;

export type OutgoingMessage = SendMessageFields & { image: Buffer | null };

export function createMessageActions(deps: ChatDeps, context: ChatContext) {
  const { db, storage, now, limiter, realtime } = deps;
  const { messageViews, conversationFor, announceMessage, notifyMessage } = context;
  // Typing frames come often: remember who is in a conversation for a minute.
  const participantsCache = new Map<number, { pair: [number, number]; until: number }>();

  async function markConversationRead(
    user: AuthUser,
    conversation: repo.ConversationRow,
  ): Promise<{ marked: number; readAt: Date | null }> {
    const at = now();
    const marked = await repo.markRead(db, conversation.id, user.id, at);
    if (marked > 0) {
      const readAt = at.toISOString();
      await realtime.publish([conversation.user1Id, conversation.user2Id], {
        type: 'read',
        conversation_id: conversation.id,
        reader_id: user.id,
        read_at: readAt,
      });
      await realtime.publish([user.id], { type: 'unread', total: await repo.unreadTotal(db, user.id) });
    }
    return { marked, readAt: marked > 0 ? at : null };
  }

  async function storeChatImage(data: Buffer): Promise<StoredImage> {
    try {
      return await storeImageVariants(storage, data, 'chat', CHAT_IMAGE_WIDTHS);
    } catch (error) {
      if (error instanceof InvalidImageError) throw ValidationError.single(['body', 'file'], M.imageType, 'image_type');
      throw error;
    }
  }

  return {
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
      return {
        messages: (await messageViews(db, page)).reverse(),
        next_cursor: nextCursor,
        unread_total: await repo.unreadTotal(db, user.id),
      };
    },

    async markRead(user: AuthUser, conversationId: number) {
      const conversation = await conversationFor(user.id, conversationId);
      const { marked, readAt } = await markConversationRead(user, conversation);
      return {
        conversation_id: conversation.id,
        read_at: readAt?.toISOString() ?? null,
        marked,
        unread_total: await repo.unreadTotal(db, user.id),
      };
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
      let messageId: number;
      try {
        messageId = await db.transaction(async (tx) => {
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
      } catch (error) {
        if (stored) await storage.remove(stored.keys).catch(() => undefined);
        throw error;
      }
      // Committed: the picture is the message's now, even if telling the people fails.
      return announceMessage(conversation, messageId, recipientId);
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
      await realtime.publish([otherId], {
        type: 'typing',
        conversation_id: frame.conversation_id,
        user_id: user.id,
        is_typing: frame.is_typing,
      });
    },
  };
}
