import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@dwa/db/client';
import { realtimeEvents } from '@dwa/db/schema';
import type { RealtimeEvent } from '@dwa/shared/realtime';

// Fan-out between API processes through PostgreSQL LISTEN/NOTIFY (PGlite has it too). Every process
// listens on one channel and delivers each notification to the sockets it holds, its own included,
// so there is one path and one order. A notification reads `<user ids>|<event JSON>`; an event too
// large for NOTIFY (8000 bytes) is stored in realtime_events and sent as `<user ids>|#<row id>`.

export type PubSub = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  publish: (userIds: readonly number[], event: RealtimeEvent) => Promise<void>;
};

/** NOTIFY's payload limit is 8000 bytes; stay under it with some room. */
const NOTIFY_MAX_BYTES = 7900;
/** Events larger than this go by reference, so a notification still has room for user ids. */
const INLINE_MAX_BYTES = 6000;
/** By-reference events are read within seconds; older ones are deleted now and then. */
const EVENT_TTL_MS = 10 * 60_000;
const REF_CACHE_SIZE = 200;

type Deps = {
  database: Database;
  db: Db;
  channel: string;
  deliver: (userIds: readonly number[], frame: string) => void;
  /** The listening connection was lost and replaced: events may have been missed. */
  onMissed: () => void;
  log: FastifyBaseLogger;
};

/** The user ids split so that each `ids|body` stays under NOTIFY's limit. */
export function chunkIds(ids: readonly number[], bodyBytes: number): string[] {
  const budget = NOTIFY_MAX_BYTES - bodyBytes - 1;
  const chunks: string[] = [];
  let current = '';
  for (const id of ids) {
    const part = String(id);
    if (current && current.length + 1 + part.length > budget) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current},${part}` : part;
  }
  if (current) chunks.push(current);
  return chunks;
}

export function parseNotification(payload: string): { userIds: number[]; body: string } | null {
  const bar = payload.indexOf('|');
  if (bar <= 0) return null;
  const userIds = payload
    .slice(0, bar)
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return { userIds, body: payload.slice(bar + 1) };
}

export function createPubSub(deps: Deps): PubSub {
  const { database, db, channel, deliver, onMissed, log } = deps;
  let stopListening: (() => Promise<void>) | null = null;
  let queue: Promise<void> = Promise.resolve();
  const refCache = new Map<number, string>();

  async function loadRef(id: number): Promise<string | null> {
    const cached = refCache.get(id);
    if (cached !== undefined) return cached;
    const [row] = await db.select({ body: realtimeEvents.body }).from(realtimeEvents).where(eq(realtimeEvents.id, id));
    if (!row) return null;
    refCache.set(id, row.body);
    if (refCache.size > REF_CACHE_SIZE) refCache.delete(refCache.keys().next().value as number);
    return row.body;
  }

  async function handle(payload: string): Promise<void> {
    const parsed = parseNotification(payload);
    if (!parsed) return;
    let frame: string | null = parsed.body;
    if (frame.startsWith('#')) frame = await loadRef(Number(frame.slice(1)));
    if (frame) deliver(parsed.userIds, frame);
  }

  async function storeRef(body: string): Promise<string> {
    const [row] = await db.insert(realtimeEvents).values({ body }).returning({ id: realtimeEvents.id });
    if (Math.random() < 0.05) await db.delete(realtimeEvents).where(lt(realtimeEvents.createdAt, new Date(Date.now() - EVENT_TTL_MS)));
    return `#${row!.id}`;
  }

  return {
    async start() {
      // Notifications are handled one after the other, so a by-reference event that needs a query
      // is never overtaken by the next one.
      stopListening = await database.listen(
        channel,
        (payload) => {
          queue = queue.then(() => handle(payload)).catch((err: unknown) => log.error({ err }, 'realtime delivery failed'));
        },
        () => {
          log.warn('realtime: the LISTEN connection was replaced; clients reconnect to catch up');
          onMissed();
        },
      );
    },

    async stop() {
      const stop = stopListening;
      stopListening = null;
      await stop?.().catch(() => undefined);
      await queue;
    },

    async publish(userIds, event) {
      const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length === 0) return;
      const frame = JSON.stringify(event);
      if (!stopListening) {
        deliver(ids, frame); // shutting down: this process's sockets only
        return;
      }
      try {
        const body = Buffer.byteLength(frame) > INLINE_MAX_BYTES ? await storeRef(frame) : frame;
        for (const chunk of chunkIds(ids, Buffer.byteLength(body))) await database.notify(channel, `${chunk}|${body}`);
      } catch (err) {
        // The database is unreachable: at least this process's sockets get it; others catch up on reconnect.
        log.error({ err }, 'realtime publish failed; delivering locally only');
        deliver(ids, frame);
      }
    },
  };
}
