import { describe, expect, it, vi } from 'vitest';
import { BACKOFF_MAX_MS, PING_MS, backoffDelay, createRealtimeClient, pollInterval } from './realtime';
import type { RealtimeFrame, Timers } from './realtime';

class FakeSocket {
  sent: RealtimeFrame[] = [];
  closed: number | undefined;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as RealtimeFrame);
  }
  close(code?: number) {
    this.closed = code ?? 1005;
  }
  serverSends(frame: RealtimeFrame) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** Timers under the test's control: `advance(ms)` runs what falls due, in order. */
function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const jobs = new Map<number, { at: number; run: () => void; every?: number }>();
  const timers: Timers = {
    setTimeout: (run, ms) => (jobs.set(nextId, { at: now + ms, run }), nextId++),
    clearTimeout: (id) => void jobs.delete(id as number),
    setInterval: (run, ms) => (jobs.set(nextId, { at: now + ms, run, every: ms }), nextId++),
    clearInterval: (id) => void jobs.delete(id as number),
    now: () => now,
  };
  function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const due = [...jobs.entries()].filter(([, job]) => job.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, job] = due;
      now = job.at;
      if (job.every) job.at += job.every;
      else jobs.delete(id);
      job.run();
    }
    now = end;
  }
  return { timers, advance, pending: () => jobs.size };
}

function setup() {
  const sockets: FakeSocket[] = [];
  const clock = fakeTimers();
  const client = createRealtimeClient({
    url: () => 'ws://test/api/v1/chat/ws',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: clock.timers,
    random: () => 1,
  });
  const last = () => sockets[sockets.length - 1]!;
  const openAndReady = () => {
    last().onopen?.({});
    last().serverSends({ type: 'ready', user_id: 7 });
  };
  return { client, sockets, clock, last, openAndReady };
}

describe('backoffDelay', () => {
  it('doubles from 1 s to a 30 s ceiling, with jitter between half and all of it', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => backoffDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect(backoffDelay(5, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(12, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(12, () => 0)).toBe(15_000);
  });
});

describe('realtime client', () => {
  it('connects only with a token and authenticates with the first frame, not the URL', () => {
    const { client, sockets, last, openAndReady } = setup();
    expect(sockets).toHaveLength(0);
    client.setToken('secret');
    expect(last().url).toBe('ws://test/api/v1/chat/ws');
    expect(client.getStatus()).toBe('connecting');
    last().onopen?.({});
    expect(last().sent).toEqual([{ type: 'auth', token: 'secret' }]);
    openAndReady();
    expect(client.getStatus()).toBe('open');
  });

  it('delivers frames to the subscribers of their type until they unsubscribe', () => {
    const { client, last, openAndReady } = setup();
    const onMessage = vi.fn();
    const onTyping = vi.fn();
    const stop = client.subscribe('message', onMessage);
    client.subscribe('typing', onTyping);
    client.setToken('secret');
    openAndReady();
    last().serverSends({ type: 'message', conversation_id: 3 });
    last().onmessage?.({ data: 'not json' });
    expect(onMessage).toHaveBeenCalledWith({ type: 'message', conversation_id: 3 });
    expect(onTyping).not.toHaveBeenCalled();
    stop();
    last().serverSends({ type: 'message', conversation_id: 4 });
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('pings every 25 s and sends frames only while open', () => {
    const { client, last, clock, openAndReady } = setup();
    client.setToken('secret');
    expect(client.send({ type: 'typing', conversation_id: 1, is_typing: true })).toBe(false);
    openAndReady();
    clock.advance(PING_MS);
    last().serverSends({ type: 'pong' });
    clock.advance(PING_MS);
    expect(last().sent.filter((frame) => frame.type === 'ping')).toHaveLength(2);
    expect(client.send({ type: 'typing', conversation_id: 1, is_typing: true })).toBe(true);
  });

  it('reconnects with growing delays, then announces the reconnect for catch-up', () => {
    const { client, sockets, last, clock, openAndReady } = setup();
    const onReady = vi.fn();
    client.subscribe('ready', onReady);
    client.setToken('secret');
    openAndReady();
    expect(onReady).toHaveBeenLastCalledWith(expect.objectContaining({ reconnected: false }));

    last().onclose?.({ code: 1006 });
    expect(client.getStatus()).toBe('down');
    expect(pollInterval(client.getStatus())).toBe(10_000);
    clock.advance(999);
    expect(sockets).toHaveLength(1);
    clock.advance(1);
    expect(sockets).toHaveLength(2);
    last().onclose?.({ code: 1006 });
    clock.advance(1999);
    expect(sockets).toHaveLength(2);
    clock.advance(1);
    expect(sockets).toHaveLength(3);

    openAndReady();
    expect(client.getStatus()).toBe('open');
    expect(pollInterval(client.getStatus())).toBe(false);
    expect(onReady).toHaveBeenLastCalledWith(expect.objectContaining({ reconnected: true }));
    // The backoff starts over after a success.
    last().onclose?.({ code: 1006 });
    clock.advance(1000);
    expect(sockets).toHaveLength(4);
  });

  it('drops a socket that stays silent through two pings and reconnects', () => {
    const { client, sockets, clock, openAndReady } = setup();
    client.setToken('secret');
    openAndReady();
    clock.advance(PING_MS * 3 + 1000);
    expect(sockets[0]!.closed).toBeDefined();
    expect(sockets.length).toBeGreaterThan(1);
  });

  it('does not retry a refused token, and closes for good on sign-out', () => {
    const { client, sockets, last, clock, openAndReady } = setup();
    client.setToken('bad');
    last().onclose?.({ code: 4401 });
    clock.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.getStatus()).toBe('down');

    client.setToken('good');
    expect(sockets).toHaveLength(2);
    openAndReady();
    client.setToken(null);
    expect(last().closed).toBe(1000);
    expect(client.getStatus()).toBe('idle');
    clock.advance(60_000);
    expect(sockets).toHaveLength(2);
    expect(clock.pending()).toBe(0);
  });

  it('retries at once when the network comes back', () => {
    const { client, sockets, last } = setup();
    client.setToken('secret');
    last().onclose?.({ code: 1006 });
    client.retryNow();
    expect(sockets).toHaveLength(2);
    client.retryNow();
    expect(sockets).toHaveLength(2);
  });
});
