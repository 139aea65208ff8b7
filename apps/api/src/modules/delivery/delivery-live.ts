import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '@dwa/shared/realtime';

// Live updates for the delivery module (docs/realtime.md: `delivery`, `delivery_message`,
// `delivery_location`, `jobs`), behind one small interface so the service does not depend on how
// frames travel. Always called after the transaction that stored the change has committed; a failed
// publish is logged and never fails the request (the pages catch up by refetching).

export type LiveEvent = Extract<RealtimeEvent, { type: 'delivery' | 'delivery_message' | 'delivery_location' | 'jobs' }>;
export type LivePublisher = { publish(userIds: number[], event: LiveEvent): void };

export const noLive: LivePublisher = { publish: () => undefined };

/** Publishes through `app.realtime` (apps/api/src/plugins/realtime.ts), read when publishing. */
export function livePublisher(app: FastifyInstance, log: FastifyBaseLogger): LivePublisher {
  return {
    publish(userIds, event) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0 || !app.hasDecorator('realtime')) return;
      app.realtime.publish(ids, event).catch((error: unknown) => log.warn({ err: error, type: event.type }, 'delivery publish failed'));
    },
  };
}
