import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import { inArray } from 'drizzle-orm';
import { users } from '@dwa/db/schema';
import { BEARER_PROTOCOL, WS_CLOSE, type RealtimeEvent, type TypingFrame } from '@dwa/shared/realtime';
import { verifyToken } from '../lib/tokens';
import { ACCESS_TOKEN, type AuthUser } from './auth';
import { createPresence, type Presence } from './realtime-presence';
import { registerSocketRoute } from './realtime-protocol';
import { createPubSub, type PubSub } from './realtime-pubsub';
import { createRedisPubSub } from './realtime-pubsub-redis';
import { createSocketRegistry } from './realtime-sockets';

// The one WebSocket (docs/realtime.md, docs/decisions/008-realtime.md): GET /api/v1/chat/ws,
// authenticated by a first `auth` frame or the `bearer` subprotocol (the protocol is
// realtime-protocol.ts). `app.realtime.publish` fans an event out through PostgreSQL NOTIFY, so
// every API process on the database delivers it to the sockets it holds (realtime-sockets.ts);
// presence (who has a socket open on any process) lives in the database too. This file is the hub:
// it wires those together, keeps sockets alive, re-checks their tokens and shuts down cleanly.

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
const MAX_FRAME_BYTES = 16 * 1024;

/** Open sockets re-check their token this often: expiry, a password reset or a deactivation ends them. */
const RECHECK_EVERY_BEATS = 10;
const SESSION_ENDED_FRAME = JSON.stringify({ type: 'session_ended' } satisfies RealtimeEvent);

export type RealtimeOptions = { heartbeatMs?: number };

async function realtimePlugin(app: FastifyInstance, options: RealtimeOptions) {
  const instanceId = randomUUID();
  const { database, db } = app.deps;
  const typingHandlers: ((user: AuthUser, frame: TypingFrame) => Promise<void>)[] = [];
  const presenceHandlers: ((change: PresenceChange) => Promise<void>)[] = [];
  let closing = false;

  const presence: Presence = createPresence({
    db,
    instanceId,
    log: app.log,
    onChange: async (change) => {
      for (const handler of presenceHandlers)
        await handler(change).catch((err: unknown) => app.log.error({ err }, 'presence handler failed'));
    },
  });
  const registry = createSocketRegistry({
    connected: (userId) => presence.connected(userId),
    disconnected: (userId) => {
      if (!closing) presence.disconnected(userId);
    },
  });
  const { clients } = registry;
  const fanOut = {
    channel: CHANNEL,
    deliver: (userIds: readonly number[], frame: string) => {
      registry.deliverLocal(userIds, frame);
      // A deactivated account (event `session_ended`): its sockets on this process close at once.
      if (frame === SESSION_ENDED_FRAME) {
        const ended = new Set(userIds);
        for (const client of clients)
          if (client.user && ended.has(client.user.id)) client.socket.close(WS_CLOSE.unauthorized, 'unauthorized');
      }
    },
    // Events were lost while the database connection was down: every client reconnects and refetches.
    onMissed: () => {
      for (const client of clients) client.socket.close(WS_CLOSE.serviceRestart, 'reconnect');
    },
    log: app.log,
  };
  // Redis pub/sub when REDIS_URL is set, else the database's LISTEN/NOTIFY: the same messages.
  const { redis } = app.deps;
  const pubsub: PubSub = redis ? createRedisPubSub({ redis, ...fanOut }) : createPubSub({ database, db, ...fanOut });
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

  registerSocketRoute(app, { registry, typingHandlers, isClosing: () => closing });

  /** Closes the sockets whose token is no longer good (one query for all of them). */
  async function recheckTokens(): Promise<void> {
    const signedIn = [...clients].filter((client) => client.user);
    const claims = new Map(
      await Promise.all(
        signedIn.map(async (client) => [client, await verifyToken(client.token, app.deps.config.jwtSecret, ACCESS_TOKEN)] as const),
      ),
    );
    const ids = [...new Set(signedIn.map((client) => client.user!.id))];
    if (ids.length === 0) return;
    const rows = await db
      .select({ id: users.id, ver: users.tokenVersion, isActive: users.isActive })
      .from(users)
      .where(inArray(users.id, ids));
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
    isOnline: async (userId) => (registry.has(userId) ? true : (await presence.onlineAmong([userId])).has(userId)),
    onlineAmong: async (userIds) => {
      const local = userIds.filter((id) => registry.has(id));
      const remote = await presence.onlineAmong(userIds.filter((id) => !registry.has(id)));
      return new Set([...local, ...remote]);
    },
    onTyping: (handler) => {
      typingHandlers.push(handler);
    },
    onPresence: (handler) => {
      presenceHandlers.push(handler);
    },
    localSocketCount: registry.count,
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
