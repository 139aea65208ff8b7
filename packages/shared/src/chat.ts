import { z } from 'zod';
import { idField } from './fields';
import {
  CHAT_MESSAGES,
  CONVERSATIONS_MAX,
  MESSAGE_MAX,
  MESSAGE_TYPES,
  MESSAGES_PAGE_DEFAULT,
  MESSAGES_PAGE_MAX,
  REACTIONS,
} from './chat-constants';
import { cleanText } from './input-text';

// Buyer-seller messaging (issue 7): the inputs, validated the same way in the browser and on the
// server, and every answer's shape. The endpoints are under /api/v1/chat (API docs, tag chat); live
// updates come over the one WebSocket (docs/realtime.md, ./realtime.ts).

// ---- constants (./chat-constants.ts, free of zod) ----

export * from './chat-constants';

const M = CHAT_MESSAGES;

// ---- inputs ----

/** POST /api/v1/chat/start/{otherUserId}: an empty body, or the listing the chat is about. */
export const startChatInputSchema = z
  .object({
    listing_id: z.preprocess((value) => (value === '' ? null : value), idField(M.listingId).nullish()),
  })
  .nullish();
export type StartChatInput = z.output<typeof startChatInputSchema>;

const booleanQuery = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', '1', 'yes'].includes(value.toLowerCase()) : value),
  z.boolean(),
);

export const messagesQuerySchema = z.object({
  mark_read: booleanQuery.default(false),
  cursor: z.string().max(200, M.cursor).optional(),
  limit: z.coerce.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(MESSAGES_PAGE_MAX, M.limit).default(MESSAGES_PAGE_DEFAULT),
});

/** The text fields of POST /api/v1/chat/{conversationId}/send (multipart; the image is a file part `file` or `image`). */
export const sendMessageFieldsSchema = z.object({
  message_type: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z.enum(MESSAGE_TYPES, { error: M.messageType }).optional(),
  ),
  content: z.string({ error: M.messageMax }).transform(cleanText).pipe(z.string().max(MESSAGE_MAX, M.messageMax)).optional().default(''),
});
export type SendMessageFields = z.output<typeof sendMessageFieldsSchema>;

export const reactionInputSchema = z.object({
  emoji: z.enum(REACTIONS, { error: M.reaction }).nullable(),
});

// ---- answers ----

export const messageReactionSchema = z.object({ user_id: z.number().int(), emoji: z.string() });

export const messageImageSchema = z.object({
  url: z.string().describe('the picture, WebP, at most 1280 px wide'),
  thumb_url: z.string().describe('a 320 px wide WebP for the chat bubble'),
  width: z.number().int(),
  height: z.number().int(),
});

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  conversation_id: z.number().int().describe('the same as conversationId'),
  sender_id: z.number().int(),
  senderName: z.string().nullable().describe('null when the sender no longer exists'),
  senderAvatar: z.string().nullable(),
  content: z.string().describe('plain text as sent (trimmed): render it as text; may be empty for an image'),
  message_type: z.enum(MESSAGE_TYPES),
  attachment: z.string().nullable().describe('the image URL of an IMAGE message (image.url)'),
  image: messageImageSchema.nullable(),
  is_read: z.boolean().describe('the recipient has read it'),
  read_at: z.string().nullable(),
  created_at: z.string(),
  listingId: z.number().int().nullable(),
  is_intro: z
    .boolean()
    .describe('an automatic first message (older chats only: a chat started from a listing now begins with what the buyer sends)'),
  reactions: z.array(messageReactionSchema).describe('at most one per participant'),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatParticipantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  online: z.boolean().describe('has a WebSocket open right now (any API process)'),
  last_seen: z.string().nullable().describe('when the last socket closed; null when never seen'),
  phone: z
    .string()
    .nullable()
    .describe("a number to call: only when this person is the seller of the chat's listing (the number the listing shows); null otherwise"),
});

export const conversationSchema = z.object({
  id: z.number().int(),
  user1_id: z.number().int().describe('the smaller user id of the two'),
  user2_id: z.number().int(),
  participants: z.array(z.number().int()),
  participantNames: z.record(z.string(), z.string()).describe('keyed by user id'),
  participantAvatars: z.record(z.string(), z.string().nullable()).describe('keyed by user id'),
  other_user: chatParticipantSchema.describe('the participant who is not the caller'),
  lastMessage: chatMessageSchema.nullable(),
  unread_count: z.number().int().describe("the other side's messages the caller has not read"),
  updatedAt: z.string(),
  created_at: z.string(),
  isActive: z.boolean().describe('false when the other account is deactivated'),
  listingId: z.number().int().nullable(),
  listingTitle: z.string().nullable(),
  listingImage: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema).describe(`most recently updated first, at most ${CONVERSATIONS_MAX}`),
  unread_total: z.number().int(),
});

export const messagePageSchema = z.object({
  messages: z.array(chatMessageSchema).describe('oldest first within the page; the first page is the newest'),
  next_cursor: z.string().nullable().describe('pass as cursor to get the page of older messages; null at the start'),
  unread_total: z.number().int().describe("the caller's unread messages across all conversations (after marking read)"),
});

export const readStateSchema = z.object({
  conversation_id: z.number().int(),
  read_at: z.string().nullable().describe('null when there was nothing to mark'),
  marked: z.number().int(),
  unread_total: z.number().int(),
});

export const unreadTotalSchema = z.object({ total: z.number().int() });

export const reactionStateSchema = z.object({
  message_id: z.number().int(),
  conversation_id: z.number().int(),
  reactions: z.array(messageReactionSchema),
});
