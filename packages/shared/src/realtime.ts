import { z } from 'zod';
import { chatMessageSchema, messageReactionSchema } from './chat';
import { PAYMENT_STATUSES } from './commerce';
import { ORDER_STATUSES } from './orders-rules';
import { RIDE_STATUSES } from './rides-rules';

// Every frame of the one WebSocket at GET /api/v1/chat/ws (docs/realtime.md): JSON, one object per
// frame. The server validates what clients send with `clientFrameSchema`; clients may validate what
// arrives with `serverFrameSchema` and subscribe by `type`.

export const REALTIME_PATH = '/api/v1/chat/ws';
/** Close codes the server uses. */
export const WS_CLOSE = {
  /** Bad, missing or late (10 s) authentication. Do not reconnect until signed in again. */
  unauthorized: 4401,
  /** The client does not read fast enough (too much queued for it). */
  tooSlow: 4408,
  /** The server is shutting down: reconnect with backoff. */
  goingAway: 1001,
  /** The server may have missed events (its database connection was replaced): reconnect and refetch. */
  serviceRestart: 1012,
} as const;
export const AUTH_TIMEOUT_MS = 10_000;
export const CLIENT_PING_MS = 25_000;
/** The subprotocol the server selects when the token comes in `Sec-WebSocket-Protocol: bearer, <token>`. */
export const BEARER_PROTOCOL = 'bearer';

/** A row id: a PostgreSQL integer (a bigger number would make the database refuse the query). */
const id = z.number().int().positive().max(2_147_483_647);

// ---- client to server ----

export const authFrameSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) });
export const pingFrameSchema = z.object({ type: z.literal('ping') });
export const typingFrameSchema = z.object({ type: z.literal('typing'), conversation_id: id, is_typing: z.boolean() });

export const clientFrameSchema = z.discriminatedUnion('type', [authFrameSchema, pingFrameSchema, typingFrameSchema]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type TypingFrame = z.infer<typeof typingFrameSchema>;

// ---- server to client ----

export const readyEventSchema = z.object({ type: z.literal('ready'), user_id: id });
export const pongEventSchema = z.object({ type: z.literal('pong') });

/** A chat message was stored; `message` as GET /api/v1/chat/{id}/messages answers it. */
export const messageEventSchema = z.object({ type: z.literal('message'), conversation_id: id, message: chatMessageSchema });
/** `reader_id` read the conversation up to now (sent to both participants). */
export const readEventSchema = z.object({ type: z.literal('read'), conversation_id: id, reader_id: id, read_at: z.string() });
export const reactionEventSchema = z.object({
  type: z.literal('reaction'),
  conversation_id: id,
  message_id: id,
  reactions: z.array(messageReactionSchema),
});
export const typingEventSchema = z.object({ type: z.literal('typing'), conversation_id: id, user_id: id, is_typing: z.boolean() });
/** The user's unread chat message count changed. */
export const unreadEventSchema = z.object({ type: z.literal('unread'), total: z.number().int().min(0) });
export const presenceEventSchema = z.object({
  type: z.literal('presence'),
  user_id: id,
  online: z.boolean(),
  last_seen: z.string().nullable(),
});

/** A delivery the user is party to changed; `delivery` as GET /api/v1/delivery/requests/{id} answers it. */
export const deliveryEventSchema = z.object({ type: z.literal('delivery'), delivery: z.record(z.string(), z.unknown()) });
/** A delivery chat message was stored (shape owned by the delivery module). */
export const deliveryMessageEventSchema = z.object({
  type: z.literal('delivery_message'),
  delivery_id: id,
  message: z.record(z.string(), z.unknown()),
});
export const deliveryLocationEventSchema = z.object({
  type: z.literal('delivery_location'),
  delivery_id: id,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  at: z.string(),
});
/** A ride the user is rider or driver of changed; the page refetches GET /api/v1/rides/{id} (each party sees its own view). */
export const rideEventSchema = z.object({ type: z.literal('ride'), ride_id: id, status: z.enum(RIDE_STATUSES) });
/** A ride chat message was stored (shape owned by the rides module). */
export const rideMessageEventSchema = z.object({
  type: z.literal('ride_message'),
  ride_id: id,
  message: z.record(z.string(), z.unknown()),
});
/** Where the driver of the user's ride is. */
export const rideLocationEventSchema = z.object({
  type: z.literal('ride_location'),
  ride_id: id,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  at: z.string(),
});
/** The open job board changed (sent to online couriers; they refetch). */
export const jobsEventSchema = z.object({ type: z.literal('jobs') });

/** An order the user is buyer or seller of changed; the page refetches GET /api/v1/orders/{id} (each party sees its own view). */
export const orderEventSchema = z.object({ type: z.literal('order'), order_id: id, status: z.enum(ORDER_STATUSES) });
/** A Mobile Money payment of the user changed; GET /api/v1/payments/{id} answers the rest. */
export const paymentEventSchema = z.object({ type: z.literal('payment'), payment_id: id, status: z.enum(PAYMENT_STATUSES) });

/** Something was added to the user's notifications (the bell): read the unread count again. */
export const notificationEventSchema = z.object({ type: z.literal('notification') });

/** Everything `app.realtime.publish` may send. */
/** The account was deactivated: the server closes the socket (4401) right after this frame. */
export const sessionEndedEventSchema = z.object({ type: z.literal('session_ended') });

export const realtimeEventSchema = z.discriminatedUnion('type', [
  messageEventSchema,
  readEventSchema,
  reactionEventSchema,
  typingEventSchema,
  unreadEventSchema,
  presenceEventSchema,
  deliveryEventSchema,
  deliveryMessageEventSchema,
  deliveryLocationEventSchema,
  jobsEventSchema,
  rideEventSchema,
  rideMessageEventSchema,
  rideLocationEventSchema,
  orderEventSchema,
  paymentEventSchema,
  notificationEventSchema,
  sessionEndedEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Every frame a client may receive. */
export const serverFrameSchema = z.discriminatedUnion('type', [readyEventSchema, pongEventSchema, ...realtimeEventSchema.options]);
export type ServerFrame = z.infer<typeof serverFrameSchema>;
export type ServerFrameType = ServerFrame['type'];
export type ServerFrameOf<T extends ServerFrameType> = Extract<ServerFrame, { type: T }>;
