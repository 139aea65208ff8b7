import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@dwa/db/client';
import { realtimeConnections, userPresence } from '@dwa/db/schema';

// Who has a socket open, across API processes: a row per (user, process) while that process holds
// at least one of the user's sockets, refreshed by the process's heartbeat so that the rows of a
// crashed process expire. Times come from the database's clock, the one all processes share.

export type Presence = {
  connected: (userId: number) => void;
  disconnected: (userId: number) => void;
  heartbeat: () => Promise<void>;
  onlineAmong: (userIds: readonly number[]) => Promise<Set<number>>;
  stop: () => Promise<void>;
};

/** A row not refreshed for this long belongs to a process that died. Three heartbeats. */
const FRESH = sql`now() - interval '90 seconds'`;

type Deps = {
  db: Db;
  instanceId: string;
  log: FastifyBaseLogger;
  onChange: (change: { userId: number; online: boolean; lastSeen: Date | null }) => Promise<void>;
};

export function createPresence(deps: Deps): Presence {
  const { db, instanceId, log, onChange } = deps;
  // One user's connect and disconnect run in order (a quick reconnect must not end up offline).
  const chains = new Map<number, Promise<void>>();

  function chain(userId: number, task: () => Promise<void>): void {
    const previous = chains.get(userId) ?? Promise.resolve();
    const next = previous.then(task).catch((err: unknown) => log.error({ err }, 'presence update failed'));
    chains.set(userId, next);
    void next.then(() => {
      if (chains.get(userId) === next) chains.delete(userId);
    });
  }

  async function markOffline(userId: number): Promise<void> {
    await db.delete(realtimeConnections).where(and(eq(realtimeConnections.userId, userId), eq(realtimeConnections.instanceId, instanceId)));
    const [elsewhere] = await db
      .select({ userId: realtimeConnections.userId })
      .from(realtimeConnections)
      .where(and(eq(realtimeConnections.userId, userId), gt(realtimeConnections.seenAt, FRESH)))
      .limit(1);
    if (elsewhere) return; // still online through another process
    const [row] = await db
      .insert(userPresence)
      .values({ userId, lastSeenAt: sql`now()` })
      .onConflictDoUpdate({ target: userPresence.userId, set: { lastSeenAt: sql`now()` } })
      .returning({ lastSeenAt: userPresence.lastSeenAt });
    await onChange({ userId, online: false, lastSeen: row ? new Date(row.lastSeenAt) : new Date() });
  }

  /** Deletes rows (all of this process's, or every expired one) and keeps their time as last seen. */
  async function sweep(condition: ReturnType<typeof sql>): Promise<void> {
    await db.execute(sql`
      WITH gone AS (DELETE FROM realtime_connections WHERE ${condition} RETURNING user_id, seen_at)
      INSERT INTO user_presence (user_id, last_seen_at)
      SELECT user_id, max(seen_at) FROM gone GROUP BY user_id
      ON CONFLICT (user_id) DO UPDATE SET last_seen_at = GREATEST(user_presence.last_seen_at, excluded.last_seen_at)`);
  }

  return {
    connected: (userId) =>
      chain(userId, async () => {
        await db
          .insert(realtimeConnections)
          .values({ userId, instanceId })
          .onConflictDoUpdate({ target: [realtimeConnections.userId, realtimeConnections.instanceId], set: { seenAt: sql`now()` } });
        await onChange({ userId, online: true, lastSeen: null });
      }),

    disconnected: (userId) => chain(userId, () => markOffline(userId)),

    async heartbeat() {
      try {
        await db
          .update(realtimeConnections)
          .set({ seenAt: sql`now()` })
          .where(eq(realtimeConnections.instanceId, instanceId));
        await sweep(sql`seen_at < ${FRESH}`);
      } catch (err) {
        log.error({ err }, 'presence heartbeat failed');
      }
    },

    async onlineAmong(userIds) {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: realtimeConnections.userId })
        .from(realtimeConnections)
        .where(and(inArray(realtimeConnections.userId, [...userIds]), gt(realtimeConnections.seenAt, FRESH)));
      return new Set(rows.map((row) => row.userId));
    },

    async stop() {
      await Promise.all(chains.values());
      await sweep(sql`instance_id = ${instanceId}`).catch((err: unknown) => log.error({ err }, 'presence cleanup failed'));
    },
  };
}
