import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { inArray } from 'drizzle-orm';
import { users } from '@dwa/db/schema';
import {
  AUTH_TIMEOUT_MS,
  BEARER_PROTOCOL,
  REALTIME_PATH,
  WS_CLOSE,
  authFrameSchema,
  clientFrameSchema,
  type RealtimeEvent,
  type TypingFrame,
} from '@dwa/shared/realtime';
import { verifyToken } from '../lib/tokens';
import { ACCESS_TOKEN, type AuthUser } from './auth';
import { createPresence, type Presence } from './realtime-presence';
import { createPubSub, type PubSub } from './realtime-pubsub';

// The one WebSocket (docs/realtime.md, docs/decisions/008-realtime.md): GET /api/v1/chat/ws,
// authenticated by a first `auth` frame or the `bearer` subprotocol. `app.realtime.publish` fans an
// event out through PostgreSQL NOTIFY, so every API process on the database delivers it to the
// sockets it holds; presence (who has a socket open on any process) lives in the database too.

export type PresenceChange = { userId: number; online: boolean; lastSeen: Date | null };

export type Realtime = {
  /** Sends the event to every open socket of these users, on every API process. Never throws. Call it after the commit. */
  publish: (userIds: readonly number[], event: RealtimeEvent) => Promise<void>;
  /** Whether the user has a socket open on any API process. */
  isOnline: (userId: number) => Promise<boolean>;
  /** Which of these users have a socket open on any API process. */
  onlineAmong: (userIds: readonly number[]) => Promise<Set<number>>;
  /** Handles `typing` frames from signed-in clients (the chat module checks and relays them). */
  onTyping: (handler: (user: AuthUser, frame: TypingFrame) => Promise<void>) => void;
  /** Called when a user's first socket opens (online) or last one closes (offline), on this process. */
  onPresence: (handler: (change: PresenceChange) => Promise<void>) => void;
  /** Sockets open on this process (signed in). */
  localSocketCount: () => number;
  /** Closes this process's sockets whose token is no longer good; runs every 5 minutes by itself. */
  recheckTokens: () => Promise<void>;
  instanceId: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const CHANNEL = 'dwa_realtime';
const HEARTBEAT_MS = 30_000;
/** A client that has this much unsent is too slow: it is dropped and catches up after reconnecting. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const MAX_FRAME_BYTES = 16 * 1024;
/** Typing frames one socket may send per second; the rest are dropped. */
const TYPING_PER_SECOND = 4;

type Client = { socket: WebSocket; user: AuthUser | null; token: string; alive: boolean; typingWindow: number; typingCount: number };

/** Open sockets re-check their token this often: expiry, a password reset or a deactivation ends them. */
const RECHECK_EVERY_BEATS = 10;

export type RealtimeOptions = { heartbeatMs?: number };

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  const instanceId = randomUUID();
  const { database, db } = app.deps;
  const sockets = new Map<number, Set<Client>>();
  const clients = new Set<Client>();
  const typingHandlers: ((user: AuthUser, frame: TypingFrame) => Promise<void>)[] = [];
  const presenceHandlers: ((change: PresenceChange) => Promise<void>)[] = [];
  /** Sockets whose token is being checked: a second auth frame meanwhile ends the socket. */
  const pendingAuth = new Set<Client>();
  let closing = false;

  function deliverLocal(userIds: readonly number[], frame: string): void {
    for (const userId of userIds) {
      for (const client of sockets.get(userId) ?? []) send(client, frame);
    }
  }

  function send(client: Client, frame: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.close(WS_CLOSE.tooSlow, 'too slow');
      return;
    }
    client.socket.send(frame);
  }

  const pubsub: PubSub = createPubSub({
    database,
    db,
    channel: CHANNEL,
    deliver: deliverLocal,
    // Events were lost while the database connection was down: every client reconnects and refetches.
    onMissed: () => {
      for (const client of clients) client.socket.close(WS_CLOSE.serviceRestart, 'reconnect');
    },
    log: app.log,
  });
  const presence: Presence = createPresence({
    db,
    instanceId,
    log: app.log,
    onChange: async (change) => {
      for (const handler of presenceHandlers) await handler(change).catch((err: unknown) => app.log.error({ err }, 'presence handler failed'));
    },
  });
  await pubsub.start();

  // Shutdown, before @fastify/websocket's own preClose (which closes without a code): tell every
  // client 1001 (going away: reconnect), give them a moment to answer, then cut whoever did not.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    for (const client of clients) client.socket.close(WS_CLOSE.goingAway, 'server shutting down');
    const deadline = Date.now() + 500;
    while ([...clients].some((client) => client.socket.readyState !== client.socket.CLOSED) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    for (const client of clients) client.socket.terminate();
  });

  await app.register(websocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      // `Sec-WebSocket-Protocol: bearer, <token>`: select `bearer`, never echo the token back.
      handleProtocols: (protocols) => (protocols.has(BEARER_PROTOCOL) ? BEARER_PROTOCOL : false),
    },
  });

  function register(client: Client, user: AuthUser): void {
    client.user = user;
    let set = sockets.get(user.id);
    if (!set) {
      set = new Set();
      sockets.set(user.id, set);
    }
    set.add(client);
    if (set.size === 1) presence.connected(user.id);
  }

  function unregister(client: Client): void {
    clients.delete(client);
    const user = client.user;
    if (!user) return;
    const set = sockets.get(user.id);
    if (!set?.delete(client) || set.size > 0) return;
    sockets.delete(user.id);
    if (!closing) presence.disconnected(user.id);
  }

  async function authenticate(client: Client, token: string): Promise<void> {
    const user = await app.userFromToken(token).catch(() => null);
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (!user) {
      client.socket.close(WS_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    client.token = token;
    register(client, user);
    client.socket.send(JSON.stringify({ type: 'ready', user_id: user.id }));
  }

  function onFrame(client: Client, text: string): void {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    if (!client.user) {
      // Before `ready`, only one auth frame is expected; anything else ends the socket.
      const auth = authFrameSchema.safeParse(json);
      if (!auth.success || client.user !== null || pendingAuth.has(client)) {
        client.socket.close(WS_CLOSE.unauthorized, 'unauthorized');
        return;
      }
      pendingAuth.add(client);
      void authenticate(client, auth.data.token).finally(() => pendingAuth.delete(client));
      return;
    }
    const frame = clientFrameSchema.safeParse(json);
    if (!frame.success) return; // unknown frames are ignored: newer clients may send more
    if (frame.data.type === 'ping') {
      send(client, '{"type":"pong"}');
    } else if (frame.data.type === 'typing') {
      const second = Math.floor(Date.now() / 1000);
      if (client.typingWindow !== second) {
        client.typingWindow = second;
        client.typingCount = 0;
      }
      client.typingCount += 1;
      if (client.typingCount > TYPING_PER_SECOND) return;
      const user = client.user;
      const typing = frame.data;
      for (const handler of typingHandlers) void handler(user, typing).catch((err: unknown) => app.log.error({ err }, 'typing handler failed'));
    }
  }

  function tokenFromProtocol(request: FastifyRequest): string | null {
    const header = request.headers['sec-websocket-protocol'];
    if (typeof header !== 'string') return null;
    const [first, token] = header.split(',').map((part) => part.trim());
    return first === BEARER_PROTOCOL && token ? token : null;
  }

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    schema: {
      tags: ['chat'],
      summary: 'The real-time WebSocket (chat and deliveries): see docs/realtime.md',
      description:
        'Upgrade to a WebSocket, then send {"type":"auth","token":"<access token>"} as the first frame (or offer the subprotocols ' +
        '`bearer, <token>`); the server answers {"type":"ready","user_id":N}. A bad, missing or late (10 s) token closes with 4401. ' +
        'A plain HTTP GET answers 426.',
    },
    // Without an upgrade: say how to use it instead of a bare 404.
    handler: async (_request, reply) => reply.status(426).header('upgrade', 'websocket').send({ detail: 'Connect with a WebSocket (docs/realtime.md).' }),
    wsHandler: (socket, request) => {
      onSocket(socket, request);
    },
  });

  function onSocket(socket: WebSocket, request: FastifyRequest): void {
    const client: Client = { socket, user: null, token: '', alive: true, typingWindow: 0, typingCount: 0 };
    if (closing) {
      socket.close(WS_CLOSE.goingAway, 'shutting down');
      return;
    }
    clients.add(client);
    const authTimer = setTimeout(() => {
      if (!client.user) socket.close(WS_CLOSE.unauthorized, 'unauthorized');
    }, AUTH_TIMEOUT_MS);
    authTimer.unref();
    socket.on('message', (data, isBinary) => {
      client.alive = true;
      if (isBinary) return;
      onFrame(client, data.toString());
    });
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      unregister(client);
    });
    socket.on('error', () => socket.terminate());
    const token = tokenFromProtocol(request);
    if (token) {
      pendingAuth.add(client);
      void authenticate(client, token).finally(() => pendingAuth.delete(client));
    }
  }

  /** Closes the sockets whose token is no longer good (one query for all of them). */
  async function recheckTokens(): Promise<void> {
    const signedIn = [...clients].filter((client) => client.user);
    const claims = new Map(signedIn.map((client) => [client, verifyToken(client.token, app.deps.config.jwtSecret, ACCESS_TOKEN)]));
    const ids = [...new Set(signedIn.map((client) => client.user!.id))];
    if (ids.length === 0) return;
    const rows = await db.select({ id: users.id, ver: users.tokenVersion, isActive: users.isActive }).from(users).where(inArray(users.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const client of signedIn) {
      const claim = claims.get(client);
      const row = byId.get(client.user!.id);
      if (!claim || !row || !row.isActive || row.ver !== claim.ver) client.socket.close(WS_CLOSE.unauthorized, 'unauthorized');
    }
  }

  // Dead connections (a phone that lost its network) do not say goodbye: ping every 30 s, and drop
  // a socket that did not answer the previous ping.
  let beats = 0;
  const heartbeat = setInterval(() => {
    beats += 1;
    if (beats % RECHECK_EVERY_BEATS === 0) void recheckTokens().catch((err: unknown) => app.log.error({ err }, 'token recheck failed'));
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      if (client.socket.readyState === client.socket.OPEN) client.socket.ping();
    }
    void presence.heartbeat();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const realtime: Realtime = {
    instanceId,
    publish: (userIds, event) => pubsub.publish(userIds, event),
    isOnline: async (userId) => (sockets.has(userId) ? true : (await presence.onlineAmong([userId])).has(userId)),
    onlineAmong: async (userIds) => {
      const local = userIds.filter((id) => sockets.has(id));
      const remote = await presence.onlineAmong(userIds.filter((id) => !sockets.has(id)));
      return new Set([...local, ...remote]);
    },
    onTyping: (handler) => {
      typingHandlers.push(handler);
    },
    onPresence: (handler) => {
      presenceHandlers.push(handler);
    },
    localSocketCount: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),
    recheckTokens,
  };
  app.decorate('realtime', realtime);

  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(heartbeat);
    await pubsub.stop();
    await presence.stop();
  });
}

export default fp(realtimePlugin, { name: 'realtime', dependencies: ['deps', 'auth'] });
