import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeEvent } from '@dwa/shared/realtime';
import type { RedisConnection } from '../lib/redis';
import { parseNotification, type PubSub } from './realtime-pubsub';

// Fan-out between API processes through Redis pub/sub, when REDIS_URL is set (else LISTEN/NOTIFY,
// realtime-pubsub.ts): the same `<user ids>|<event JSON>` messages on one channel, delivered by
// every process (its own included) to the sockets it holds. Redis has no 8000-byte limit, so no
// event goes by reference. A subscriber needs a connection of its own.

type Deps = {
  redis: RedisConnection;
  channel: string;
  deliver: (userIds: readonly number[], frame: string) => void;
  /** The subscribing connection dropped and came back: events may have been missed. */
  onMissed: () => void;
  log: FastifyBaseLogger;
};

export function createRedisPubSub(deps: Deps): PubSub {
  const { redis, deliver, onMissed, log } = deps;
  const channel = `${redis.prefix}${deps.channel}`;
  let subscriber: Redis | null = null;

  return {
    async start() {
      const sub = redis.client.duplicate();
      sub.on('error', () => undefined);
      let dropped = false;
      sub.on('close', () => {
        if (subscriber) dropped = true;
      });
      sub.on('ready', () => {
        if (!dropped) return;
        dropped = false;
        log.warn('realtime: the Redis subscription was reconnected; clients reconnect to catch up');
        onMissed();
      });
      sub.on('message', (from: string, payload: string) => {
        if (from !== channel) return;
        const parsed = parseNotification(payload);
        if (parsed) deliver(parsed.userIds, parsed.body);
      });
      await sub.subscribe(channel);
      subscriber = sub;
    },

    async stop() {
      const sub = subscriber;
      subscriber = null;
      await sub?.quit().catch(() => undefined);
    },

    async publish(userIds, event: RealtimeEvent) {
      const ids = [...new Set(userIds)].filter((id) => Number.isInteger(id) && id > 0);
      if (ids.length === 0) return;
      const frame = JSON.stringify(event);
      if (!subscriber) {
        deliver(ids, frame); // shutting down: this process's sockets only
        return;
      }
      try {
        await redis.client.publish(channel, `${ids.join(',')}|${frame}`);
      } catch (err) {
        log.error({ err }, 'realtime publish through Redis failed; delivering locally only');
        deliver(ids, frame);
      }
    },
  };
}
