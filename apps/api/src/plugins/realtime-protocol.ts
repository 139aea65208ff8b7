import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import {
  AUTH_TIMEOUT_MS,
  BEARER_PROTOCOL,
  REALTIME_PATH,
  WS_CLOSE,
  authFrameSchema,
  clientFrameSchema,
  type TypingFrame,
} from '@dwa/shared/realtime';
import type { AuthUser } from './auth';
import type { Client, SocketRegistry } from './realtime-sockets';
import { problemBody } from '../lib/problem';

// The socket protocol of docs/realtime.md: GET /api/v1/chat/ws, signed in by a first `auth` frame
// (or the `bearer` subprotocol) within AUTH_TIMEOUT_MS, then `ping` and `typing` frames from the
// client. Anything else before `ready` closes with 4401; unknown frames after it are ignored.

/** Typing frames one socket may send per second; the rest are dropped. */
const TYPING_PER_SECOND = 4;

export type ProtocolDeps = {
  registry: SocketRegistry;
  typingHandlers: readonly ((user: AuthUser, frame: TypingFrame) => Promise<void>)[];
  /** The app is shutting down: new sockets are turned away. */
  isClosing: () => boolean;
};

export function registerSocketRoute(app: FastifyInstance, deps: ProtocolDeps): void {
  const { registry, typingHandlers, isClosing } = deps;
  /** Sockets whose token is being checked: a second auth frame meanwhile ends the socket. */
  const pendingAuth = new Set<Client>();

  async function authenticate(client: Client, token: string): Promise<void> {
    const user = await app.userFromToken(token).catch(() => null);
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (!user) {
      client.socket.close(WS_CLOSE.unauthorized, 'unauthorized');
      return;
    }
    client.token = token;
    registry.register(client, user);
    client.socket.send(JSON.stringify({ type: 'ready', user_id: user.id }));
  }

  function startAuth(client: Client, token: string): void {
    pendingAuth.add(client);
    void authenticate(client, token).finally(() => pendingAuth.delete(client));
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
      startAuth(client, auth.data.token);
      return;
    }
    const frame = clientFrameSchema.safeParse(json);
    if (!frame.success) return; // unknown frames are ignored: newer clients may send more
    if (frame.data.type === 'ping') {
      registry.send(client, '{"type":"pong"}');
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
      for (const handler of typingHandlers)
        void handler(user, typing).catch((err: unknown) => app.log.error({ err }, 'typing handler failed'));
    }
  }

  function tokenFromProtocol(request: FastifyRequest): string | null {
    const header = request.headers['sec-websocket-protocol'];
    if (typeof header !== 'string') return null;
    const [first, token] = header.split(',').map((part) => part.trim());
    return first === BEARER_PROTOCOL && token ? token : null;
  }

  function onSocket(socket: WebSocket, request: FastifyRequest): void {
    const client: Client = { socket, user: null, token: '', alive: true, typingWindow: 0, typingCount: 0 };
    if (isClosing()) {
      socket.close(WS_CLOSE.goingAway, 'shutting down');
      return;
    }
    registry.clients.add(client);
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
      registry.unregister(client);
    });
    socket.on('error', () => socket.terminate());
    const token = tokenFromProtocol(request);
    if (token) startAuth(client, token);
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
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('upgrade', 'websocket')
        .send(problemBody(426, 'Connect with a WebSocket (docs/realtime.md).', { code: 'realtime.websocket_required', params: {} })),
    wsHandler: (socket, request) => {
      onSocket(socket, request);
    },
  });
}
