import { useEffect, useSyncExternalStore } from 'react';
import { getAuthToken, subscribeAuth } from './storage';

// The tab's one WebSocket (docs/realtime.md): chat and delivery frames share it. It authenticates
// with a first frame (never the URL), pings every 25 s, reconnects with backoff (1 s doubling to
// 30 s, with jitter) and reports its status so features poll while it is down. After a reconnect it
// emits a `ready` frame with `reconnected: true`: features refetch what they show (catch-up).

export type RealtimeFrame = { type: string; [key: string]: unknown };
export type RealtimeHandler = (frame: RealtimeFrame) => void;
/** idle: signed out. connecting: first attempt. open: authenticated. down: waiting to retry. */
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'down';

type SocketLike = {
  send(data: string): void;
  close(code?: number): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
};

export type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
};

export type RealtimeOptions = {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  timers?: Timers;
  random?: () => number;
};

export const PING_MS = 25_000;
export const BACKOFF_MIN_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** Code the server closes with for a bad, missing or late token: retrying with it is pointless. */
export const UNAUTHORISED_CLOSE = 4401;

/** 1 s, 2 s, 4 s ... capped at 30 s; each delay is drawn between half and all of it (jitter). */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (id) => window.clearInterval(id as number),
  now: () => Date.now(),
};

export function createRealtimeClient({ url, createSocket, timers = browserTimers, random = Math.random }: RealtimeOptions) {
  let token: string | null = null;
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'idle';
  let attempt = 0;
  let everReady = false;
  let retryTimer: unknown = null;
  let pingTimer: unknown = null;
  let lastHeard = 0;
  const handlers = new Map<string, Set<RealtimeHandler>>();
  const statusListeners = new Set<() => void>();

  function setStatus(next: RealtimeStatus) {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  function emit(frame: RealtimeFrame) {
    for (const handler of [...(handlers.get(frame.type) ?? [])]) handler(frame);
  }

  function stopTimers() {
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    if (pingTimer !== null) timers.clearInterval(pingTimer);
    retryTimer = pingTimer = null;
  }

  function drop(current: SocketLike, code: number) {
    if (socket !== current) return;
    socket = null;
    stopTimers();
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    if (!token) return setStatus('idle');
    setStatus('down');
    // A refused token stays refused: wait for a new one (sign-in) instead of hammering the server.
    if (code === UNAUTHORISED_CLOSE) return;
    retryTimer = timers.setTimeout(connect, backoffDelay(attempt++, random));
  }

  function onFrame(current: SocketLike, frame: RealtimeFrame) {
    lastHeard = timers.now();
    if (frame.type === 'pong') return;
    if (frame.type === 'ready') {
      attempt = 0;
      const reconnected = everReady;
      everReady = true;
      setStatus('open');
      pingTimer = timers.setInterval(() => {
        // A phone that lost its network can keep a dead socket "open": two silent pings and it goes.
        if (timers.now() - lastHeard > PING_MS * 2 + 5_000) {
          current.close();
          return drop(current, 1006);
        }
        current.send(JSON.stringify({ type: 'ping' }));
      }, PING_MS);
      return emit({ ...frame, reconnected });
    }
    emit(frame);
  }

  function connect() {
    retryTimer = null;
    if (!token) return;
    if (status === 'idle') setStatus('connecting');
    let current: SocketLike;
    try {
      current = createSocket(url());
    } catch {
      setStatus('down');
      retryTimer = timers.setTimeout(connect, backoffDelay(attempt++, random));
      return;
    }
    socket = current;
    const authToken = token;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token: authToken }));
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const frame = JSON.parse(event.data) as unknown;
        if (frame && typeof frame === 'object' && typeof (frame as RealtimeFrame).type === 'string')
          onFrame(current, frame as RealtimeFrame);
      } catch {
        // Not JSON: ignore it rather than drop the connection.
      }
    };
    current.onclose = (event) => drop(current, event.code);
    current.onerror = () => undefined;
  }

  function close() {
    const current = socket;
    socket = null;
    stopTimers();
    if (current) {
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      current.close(1000);
    }
  }

  return {
    /** Signed in: connect (or reconnect with the new token). Null: close and stay closed. */
    setToken(next: string | null) {
      if (next === token) return;
      close();
      token = next;
      attempt = 0;
      everReady = false;
      setStatus('idle');
      connect();
    },
    /** The network came back or the tab became visible: skip the rest of the backoff. */
    retryNow() {
      if (!token || socket) return;
      stopTimers();
      attempt = 0;
      connect();
    },
    send(frame: RealtimeFrame): boolean {
      if (status !== 'open' || !socket) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    subscribe(type: string, handler: RealtimeHandler): () => void {
      const set = handlers.get(type) ?? new Set<RealtimeHandler>();
      set.add(handler);
      handlers.set(type, set);
      return () => set.delete(handler);
    },
    getStatus: () => status,
    onStatus(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

export const realtime = createRealtimeClient({
  url: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/api/v1/chat/ws`,
  createSocket: (address) => new WebSocket(address) as unknown as SocketLike,
});

let started = false;

/** Ties the socket to the stored token (sign-in opens it, sign-out closes it), once per tab. */
export function startRealtime(): void {
  if (started || typeof WebSocket === 'undefined') return;
  started = true;
  const sync = () => realtime.setToken(getAuthToken());
  subscribeAuth(sync);
  sync();
  window.addEventListener('online', () => realtime.retryNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') realtime.retryNow();
  });
}

/** The socket's status, starting it on first use; features poll while it is not 'open'. */
export function useRealtimeStatus(): RealtimeStatus {
  useEffect(startRealtime, []);
  return useSyncExternalStore(realtime.onStatus, realtime.getStatus, () => 'idle');
}

/** While the socket is down, features poll their queries every 10 s. */
export const POLL_WHILE_DOWN_MS = 10_000;

export function pollInterval(status: RealtimeStatus): number | false {
  return status === 'open' ? false : POLL_WHILE_DOWN_MS;
}
