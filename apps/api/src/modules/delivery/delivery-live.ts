import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent } from '@dwa/shared/realtime';
import type { AuthUser } from '../../plugins/auth';
import type { Realtime } from '../../plugins/realtime';
import type { Executor } from '@dwa/db/client';
import { presentDeliveries } from './delivery-view';
import type { DeliveryRow } from './delivery.repo';

// Live updates for the delivery module (docs/realtime.md: `delivery`, `delivery_message`,
// `delivery_location`, `jobs`), behind one small interface so the service does not depend on how
// frames travel. Always called after the transaction that stored the change has committed; a failed
// publish is logged and never fails the request (the pages catch up by refetching).

export type LiveEvent = Extract<RealtimeEvent, { type: 'delivery' | 'delivery_message' | 'delivery_location' | 'jobs' }>;
/** What a dispatch job publishes: deliveries their frames, rides theirs (rides.service.ts). */
export type LivePublisher<Event extends RealtimeEvent = LiveEvent> = { publish(userIds: number[], event: Event): void };

/** Publishes through the real-time hub (apps/api/src/plugins/realtime.ts), for any job of the dispatch. */
export function livePublisher(realtime: Pick<Realtime, 'publish'>, log: FastifyBaseLogger): LivePublisher<RealtimeEvent> {
  return {
    publish(userIds, event) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return;
      realtime.publish(ids, event).catch((error: unknown) => log.warn({ err: error, type: event.type }, 'dispatch publish failed'));
    },
  };
}

/**
 * `delivery` frames to the customer and the courier, each with their own view, and never with the
 * handover code: a large frame is stored in realtime_events on its way (docs/realtime.md), and the
 * code must not be stored anywhere (ADRs 009, 022). The customer's page keeps the code it read over HTTP.
 */
export async function announceDelivery(db: Executor, live: LivePublisher, secret: string, row: DeliveryRow): Promise<void> {
  const parties: AuthUser[] = [{ id: row.customerId, userType: 'CUSTOMER', email: '', name: '', locale: '' }];
  if (row.courierId !== null) parties.push({ id: row.courierId, userType: 'COURIER', email: '', name: '', locale: '' });
  for (const party of parties) {
    const [delivery] = await presentDeliveries(db, [row], party, secret);
    if (delivery) live.publish([party.id], { type: 'delivery', delivery: { ...delivery, handover_code: null } });
  }
}
