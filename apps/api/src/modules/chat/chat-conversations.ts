import { CHAT_MESSAGES, CONVERSATIONS_MAX, type Conversation } from '@dwa/shared/chat';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { quoted } from '../../lib/text';
import type { AuthUser } from '../../plugins/auth';
import type { PresenceChange } from '../../plugins/realtime';
import type { ChatContext, ChatDeps } from './chat-context';
import * as repo from './chat.repo';

// Conversations: started (or reopened) between two people, optionally about a listing; listed;
// and the presence of chat partners. Starting one sends nothing: a buyer who starts it from a
// listing finds a first line ready to edit in the composer, and the seller sees the conversation
// once a message is in it.

const M = CHAT_MESSAGES;

/** People told when someone comes online or goes offline: their most recent chat partners. */
const PRESENCE_AUDIENCE = 200;

/** The first line of the demo's chats about a listing (their buyers wrote it themselves, as the web's composer offers it). */
export function introText(listingTitle: string): string {
  return `Hi! I'm interested in your listing ${quoted(listingTitle)}. Is it still available?`;
}

export function createConversationActions(deps: ChatDeps, context: ChatContext) {
  const { db, now, limiter, realtime } = deps;
  const { conversationViews, conversationView } = context;

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
        if (existing) return { conversation: existing, created: false };
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
          return { conversation: raced, created: false };
        }
        return { conversation: inserted, created: true };
      });

      return { conversation: await conversationView(user.id, result.conversation.id), created: result.created };
    },

    /** GET /v1/chat/conversations/{id}: one of mine, also when it is too old to be in the list. */
    conversation: (user: AuthUser, conversationId: number) => conversationView(user.id, conversationId),

    async conversations(user: AuthUser): Promise<{ conversations: Conversation[]; unread_total: number }> {
      const rows = await repo.listConversations(db, user.id, { limit: CONVERSATIONS_MAX });
      return { conversations: await conversationViews(db, user.id, rows), unread_total: await repo.unreadTotal(db, user.id) };
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
}
