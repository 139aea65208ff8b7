import type { WebSocket } from 'ws';
import { WS_CLOSE } from '@dwa/shared/realtime';
import type { AuthUser } from './auth';

// The sockets this process holds, by user. A user's first socket here is `connected`, their last
// one `disconnected` (presence across processes is realtime-presence.ts).

/** A client that has this much unsent is too slow: it is dropped and catches up after reconnecting. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type Client = { socket: WebSocket; user: AuthUser | null; token: string; alive: boolean; typingWindow: number; typingCount: number };

export function createSocketRegistry(events: { connected: (userId: number) => void; disconnected: (userId: number) => void }) {
  const sockets = new Map<number, Set<Client>>();
  /** Every open socket, signed in or not yet. */
  const clients = new Set<Client>();

  function send(client: Client, frame: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      client.socket.close(WS_CLOSE.tooSlow, 'too slow');
      return;
    }
    client.socket.send(frame);
  }

  function deliverLocal(userIds: readonly number[], frame: string): void {
    for (const userId of userIds) {
      for (const client of sockets.get(userId) ?? []) send(client, frame);
    }
  }

  function register(client: Client, user: AuthUser): void {
    client.user = user;
    let set = sockets.get(user.id);
    if (!set) {
      set = new Set();
      sockets.set(user.id, set);
    }
    set.add(client);
    if (set.size === 1) events.connected(user.id);
  }

  function unregister(client: Client): void {
    clients.delete(client);
    const user = client.user;
    if (!user) return;
    const set = sockets.get(user.id);
    if (!set?.delete(client) || set.size > 0) return;
    sockets.delete(user.id);
    events.disconnected(user.id);
  }

  return {
    clients,
    send,
    deliverLocal,
    register,
    unregister,
    /** Whether the user has a socket open on this process. */
    has: (userId: number) => sockets.has(userId),
    /** Signed-in sockets open on this process. */
    count: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

export type SocketRegistry = ReturnType<typeof createSocketRegistry>;
