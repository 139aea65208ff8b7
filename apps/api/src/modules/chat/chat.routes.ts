import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_MESSAGES,
  CONVERSATIONS_MAX,
  MESSAGE_MAX,
  REACTIONS,
  chatMessageSchema,
  conversationListSchema,
  conversationSchema,
  messagePageSchema,
  messagesQuerySchema,
  reactionInputSchema,
  reactionStateSchema,
  readStateSchema,
  startChatInputSchema,
  unreadTotalSchema,
} from '@dwa/shared/chat';
import { idField } from '@dwa/shared/fields';
import { readSendForm } from './chat-form';
import type { ChatService } from './chat.service';
import { requireUser, routeOptions } from '../../plugins/auth';

// Buyer-seller messaging (spec section 7's chat paths, issue 7). Live updates go over the WebSocket
// at /api/v1/chat/ws (docs/realtime.md); these routes store, then publish after the commit.

const otherUserParams = z.object({ otherUserId: idField(CHAT_MESSAGES.userId) });
const conversationParams = z.object({ conversationId: idField(CHAT_MESSAGES.conversationId) });
const messageParams = z.object({ messageId: idField(CHAT_MESSAGES.messageId) });

const NOT_YOURS = 'A conversation the caller is not part of answers 404, exactly as an unknown one.';

const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat: service }) => {
  const { signedIn } = routeOptions(app, ['chat']);

  app.realtime.onTyping((user, frame) => service.typing(user, frame));
  app.realtime.onPresence((change) => service.presence(change));

  // Message text, names and a seller's phone: never kept in the browser's disk cache (on a shared
  // computer it outlives the session), nor by any cache on the way. Every chat answer, errors too.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  // The spec's client starts a chat with an empty JSON body: answer it as {} rather than 400.
  const json = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    return json(request, String(body), done);
  });

  app.post(
    '/v1/chat/start/:otherUserId',
    signedIn({
      summary: 'Start (or reopen) a conversation with another person, optionally about a listing',
      description:
        'Body: {} or {listing_id}. Answers the existing conversation of the pair about that listing (200) or a new one (201). ' +
        "When a buyer starts a chat from a seller's listing, an introductory message is sent once. " +
        `400 '${CHAT_MESSAGES.self}'; 404 '${CHAT_MESSAGES.userNotFound}' for an unknown or deactivated person, or an unknown listing; ` +
        `400 when the listing belongs to neither person. At most 30 new conversations an hour per person (429); reopening one is not counted. ` +
        "A conversation appears in the other person's list once it has a message.",
      params: otherUserParams,
      body: startChatInputSchema,
      response: { 200: conversationSchema, 201: conversationSchema },
    }),
    async (request, reply) => {
      const { conversation, created } = await service.start(
        requireUser(request),
        request.params.otherUserId,
        request.body?.listing_id ?? null,
      );
      return reply.status(created ? 201 : 200).send(conversation);
    },
  );

  app.get(
    '/v1/chat/conversations',
    signedIn({
      summary: 'My conversations, most recently updated first',
      description: `At most ${CONVERSATIONS_MAX}, each with both people's names and avatars, the last message, my unread count and the listing.`,
      response: { 200: conversationListSchema },
    }),
    async (request) => service.conversations(requireUser(request)),
  );

  app.get(
    '/v1/chat/conversations/:conversationId',
    signedIn({
      summary: 'One of my conversations (a link may point at one older than the list holds)',
      description: NOT_YOURS,
      params: conversationParams,
      response: { 200: conversationSchema },
    }),
    async (request) => service.conversation(requireUser(request), request.params.conversationId),
  );

  app.get(
    '/v1/chat/unread',
    signedIn({ summary: 'How many chat messages I have not read (the header badge)', response: { 200: unreadTotalSchema } }),
    async (request) => service.unreadTotal(requireUser(request)),
  );

  app.get(
    '/v1/chat/:conversationId/messages',
    signedIn({
      summary: "A conversation's messages, newest page first (oldest first within a page)",
      description:
        "mark_read=true first marks the other side's messages read (they get a read receipt). cursor: next_cursor of the previous page, for older " +
        `messages. limit 1 to 100 (50). ${NOT_YOURS}`,
      params: conversationParams,
      querystring: messagesQuerySchema,
      response: { 200: messagePageSchema },
    }),
    async (request) => service.messages(requireUser(request), request.params.conversationId, request.query),
  );

  app.post(
    '/v1/chat/:conversationId/read',
    signedIn({
      summary: "Mark the other side's messages in a conversation read (while the chat is open)",
      description: NOT_YOURS,
      params: conversationParams,
      response: { 200: readStateSchema },
    }),
    async (request) => service.markRead(requireUser(request), request.params.conversationId),
  );

  app.post(
    '/v1/chat/:conversationId/send',
    signedIn({
      summary: 'Send a message (text, or an image with an optional caption)',
      description:
        `multipart/form-data: message_type (TEXT or IMAGE; IMAGE when a file is attached), content (plain text, trimmed, at most ${MESSAGE_MAX} ` +
        'characters), and optionally one picture under file or image (JPEG, PNG, WebP, HEIC, GIF, AVIF; checked by its bytes; at most 10 MB, 413 ' +
        'otherwise; stored as WebP without metadata). A JSON body {message_type, content} works for text. Blank text without an image is 422. ' +
        `At most 60 messages a minute per person (429). ${NOT_YOURS}`,
      params: conversationParams,
      response: { 201: chatMessageSchema },
    }),
    async (request, reply) => {
      // Who may send, and how fast, is checked before the body (maybe 10 MB) is read.
      const conversation = await service.beforeSend(requireUser(request), request.params.conversationId);
      const message = await service.send(requireUser(request), conversation, await readSendForm(request));
      return reply.status(201).send(message);
    },
  );

  app.put(
    '/v1/chat/messages/:messageId/reaction',
    signedIn({
      summary: 'Set or remove my reaction to a message',
      description: `Body: {emoji} with one of ${REACTIONS.join(' ')}, or {emoji: null} to remove mine. One reaction per person per message. 404 for a message the caller cannot see.`,
      params: messageParams,
      body: reactionInputSchema,
      response: { 200: reactionStateSchema },
    }),
    async (request) => service.react(requireUser(request), request.params.messageId, request.body.emoji),
  );
};

export default chatRoutes;
