import WebSocket from 'ws';
import type { ServerFrame, ServerFrameOf, ServerFrameType } from '@dwa/shared/realtime';

// A WebSocket test client: connects to a listening app, keeps every frame it receives, and waits
// for the next frame of a type.

export type WsClient = {
  socket: WebSocket;
  frames: ServerFrame[];
  next: <T extends ServerFrameType>(type: T, match?: (frame: ServerFrameOf<T>) => boolean, timeoutMs?: number) => Promise<ServerFrameOf<T>>;
  send: (frame: unknown) => void;
  closed: Promise<{ code: number; reason: string }>;
  close: () => Promise<void>;
};

/** The base URL of an app listening on a random port. */
export async function listenUrl(app: { listen: (options: { port: number; host: string }) => Promise<string> }): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace(/^http/, 'ws');
}

export async function connectWs(baseUrl: string, options: { token?: string; protocols?: string[] } = {}): Promise<WsClient> {
  const socket = new WebSocket(`${baseUrl}/api/v1/chat/ws`, options.protocols ?? []);
  const frames: ServerFrame[] = [];
  const waiters = new Set<() => void>();
  const consumed = new Set<number>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    for (const waiter of waiters) waiter();
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client: WsClient = {
    socket,
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    closed,
    next: (type, match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          for (let index = 0; index < frames.length; index += 1) {
            const frame = frames[index]!;
            if (!consumed.has(index) && frame.type === type && (!match || match(frame as never))) {
              consumed.add(index);
              waiters.delete(check);
              clearTimeout(timer);
              resolve(frame as never);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no '${type}' frame within ${timeoutMs} ms; got ${JSON.stringify(frames.filter((_frame, index) => !consumed.has(index)))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      if (socket.readyState === socket.CLOSED) return;
      socket.close();
      await closed;
    },
  };
  if (options.token) {
    client.send({ type: 'auth', token: options.token });
    await client.next('ready');
  }
  return client;
}
