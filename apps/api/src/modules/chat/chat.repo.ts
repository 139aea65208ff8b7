import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { conversations, listings, messageReactions, messages, userPresence, users } from '@dwa/db/schema';
import type { Executor } from '@dwa/db/client';

// Drizzle queries for conversations, messages and reactions, and nothing else.

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ParticipantRow = {
  id: number;
  name: string;
  profilePicture: string | null;
  isActive: boolean;
  lastSeenAt: Date | null;
  phone: string | null;
  businessPhone: string | null;
};
export type MessageWithSender = MessageRow & { senderName: string | null; senderPicture: string | null; listingId: number | null };
export type ReactionRow = { messageId: number; userId: number; emoji: string };
export type ConversationListRow = ConversationRow & {
  listingTitle: string | null;
  listingSellerId: number | null;
  listingImageKey: string | null;
  unread: number;
};

/** The pair as stored: the smaller id first. */
export function orderedPair(a: number, b: number): [number, number] {
  return a < b ? [a, b] : [b, a];
}

const isParticipant = (userId: number) => or(eq(conversations.user1Id, userId), eq(conversations.user2Id, userId));

export async function findUsers(db: Executor, ids: readonly number[]): Promise<ParticipantRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      profilePicture: users.profilePicture,
      isActive: users.isActive,
      lastSeenAt: userPresence.lastSeenAt,
      phone: users.phone,
      businessPhone: users.businessPhone,
    })
    .from(users)
    .leftJoin(userPresence, eq(userPresence.userId, users.id))
    .where(inArray(users.id, [...ids]));
}

export async function findConversationByKey(
  db: Executor,
  user1Id: number,
  user2Id: number,
  listingKey: number,
): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.user1Id, user1Id), eq(conversations.user2Id, user2Id), eq(conversations.listingKey, listingKey)));
  return row ?? null;
}

/** Inserts the conversation; null when the same pair and listing already have one (a concurrent start). */
export async function insertConversation(db: Executor, values: typeof conversations.$inferInsert): Promise<ConversationRow | null> {
  const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The conversation when this user is one of its two participants; null otherwise (or when it does not exist). */
export async function findConversationFor(db: Executor, conversationId: number, userId: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), isParticipant(userId)));
  return row ?? null;
}

const listingImageKey = sql<
  string | null
>`(SELECT li.storage_key FROM listing_images li WHERE li.listing_id = ${conversations.listingId} ORDER BY li.position, li.id LIMIT 1)`;

function unreadIn(userId: number) {
  return sql<number>`(SELECT count(*)::int FROM messages m WHERE m.conversation_id = ${conversations.id} AND m.sender_id <> ${userId} AND m.read_at IS NULL)`;
}

/** A conversation this user should see in their list: one with a message, or one they started. */
const listedFor = (userId: number) => or(isNotNull(conversations.lastMessageId), eq(conversations.startedBy, userId));

/** The user's conversations (those listed for them, or the given ids), most recently updated first, with the listing and the unread count. */
export async function listConversations(
  db: Executor,
  userId: number,
  options: { limit: number; ids?: number[] },
): Promise<ConversationListRow[]> {
  const rows = await db
    .select({
      conversation: conversations,
      listingTitle: listings.title,
      listingSellerId: listings.userId,
      listingImageKey,
      unread: unreadIn(userId),
    })
    .from(conversations)
    .leftJoin(listings, eq(listings.id, conversations.listingId))
    .where(and(isParticipant(userId), options.ids ? inArray(conversations.id, options.ids) : listedFor(userId)))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(options.limit);
  return rows.map((row) => ({
    ...row.conversation,
    listingTitle: row.listingTitle,
    listingSellerId: row.listingSellerId,
    listingImageKey: row.listingImageKey,
    unread: Number(row.unread),
  }));
}

const messageColumns = {
  message: messages,
  senderName: users.name,
  senderPicture: users.profilePicture,
  listingId: conversations.listingId,
};

function withSender(
  rows: { message: MessageRow; senderName: string | null; senderPicture: string | null; listingId: number | null }[],
): MessageWithSender[] {
  return rows.map((row) => ({ ...row.message, senderName: row.senderName, senderPicture: row.senderPicture, listingId: row.listingId }));
}

export async function findMessages(db: Executor, ids: readonly number[]): Promise<MessageWithSender[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, [...ids]));
  return withSender(rows);
}

/** A page of the conversation's messages, newest first, older than `beforeId`; `limit + 1` rows to tell whether there is more. */
export async function listMessages(
  db: Executor,
  conversationId: number,
  options: { beforeId?: number; limit: number },
): Promise<MessageWithSender[]> {
  const rows = await db
    .select(messageColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.conversationId, conversationId), options.beforeId ? lt(messages.id, options.beforeId) : undefined))
    .orderBy(desc(messages.id))
    .limit(options.limit + 1);
  return withSender(rows);
}

/** The message when this user is a participant of its conversation. */
export async function findMessageFor(
  db: Executor,
  messageId: number,
  userId: number,
): Promise<{ message: MessageRow; conversation: ConversationRow } | null> {
  const [row] = await db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), isParticipant(userId)));
  return row ?? null;
}

export async function insertMessage(db: Executor, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  if (!row) throw new Error('the message was not stored');
  await db.update(conversations).set({ lastMessageId: row.id, updatedAt: row.createdAt }).where(eq(conversations.id, row.conversationId));
  return row;
}

/** Marks the other side's unread messages read; answers how many. */
export async function markRead(db: Executor, conversationId: number, readerId: number, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(and(eq(messages.conversationId, conversationId), ne(messages.senderId, readerId), isNull(messages.readAt)))
    .returning({ id: messages.id });
  return rows.length;
}

/** Messages sent to this user, in all their conversations, that they have not read. */
export async function unreadTotal(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(isParticipant(userId), ne(messages.senderId, userId), isNull(messages.readAt)));
  return row?.n ?? 0;
}

export async function reactionsFor(db: Executor, messageIds: readonly number[]): Promise<ReactionRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: messageReactions.messageId, userId: messageReactions.userId, emoji: messageReactions.emoji })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, [...messageIds]))
    .orderBy(asc(messageReactions.createdAt), asc(messageReactions.userId));
}

export async function setReaction(db: Executor, messageId: number, userId: number, emoji: string, at: Date): Promise<void> {
  await db
    .insert(messageReactions)
    .values({ messageId, userId, emoji, createdAt: at })
    .onConflictDoUpdate({ target: [messageReactions.messageId, messageReactions.userId], set: { emoji, createdAt: at } });
}

export async function deleteReaction(db: Executor, messageId: number, userId: number): Promise<void> {
  await db.delete(messageReactions).where(and(eq(messageReactions.messageId, messageId), eq(messageReactions.userId, userId)));
}

/**
 * The people this user has talked with, most recent first (who hears about their presence). An
 * empty conversation someone started does not count: starting one must not let a stranger follow you.
 */
export async function chatPartners(db: Executor, userId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ user1Id: conversations.user1Id, user2Id: conversations.user2Id })
    .from(conversations)
    .where(and(isParticipant(userId), isNotNull(conversations.lastMessageId)))
    .orderBy(desc(conversations.updatedAt))
    .limit(limit);
  return [...new Set(rows.map((row) => (row.user1Id === userId ? row.user2Id : row.user1Id)))];
}

export async function conversationParticipants(db: Executor, conversationId: number): Promise<[number, number] | null> {
  const [row] = await db
    .select({ user1Id: conversations.user1Id, user2Id: conversations.user2Id })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  return row ? [row.user1Id, row.user2Id] : null;
}
