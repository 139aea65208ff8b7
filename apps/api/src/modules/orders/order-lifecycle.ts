import type { Executor } from '@dwa/db/client';
import { COMMERCE_MESSAGES as M } from '@dwa/shared/commerce';
import { applyTransition, type OrderActor, type OrderTransition } from '@dwa/shared/orders-rules';
import { ConflictError } from '../../lib/errors';
import { insertOrderEvent, moveOrder, type NewOrder, type OrderRow } from './orders.repo';

// Firing a transition of the order state machine (packages/shared/src/orders-rules.ts): checked for
// the actor, applied with a conditional update (two concurrent moves cannot both win), stamped, and
// recorded as an order event, all in the caller's transaction.

const STAMPS: Partial<Record<OrderTransition, keyof NewOrder>> = {
  pay: 'placedAt',
  accept: 'acceptedAt',
  ship: 'shippedAt',
  deliver: 'deliveredAt',
  complete: 'completedAt',
  cancel: 'cancelledAt',
  expire: 'cancelledAt',
};

export async function fire(
  tx: Executor,
  order: OrderRow,
  transition: OrderTransition,
  who: { actor: OrderActor; actorId: number | null },
  at: Date,
  extra: { note?: string | null; changes?: Partial<NewOrder> } = {},
): Promise<OrderRow> {
  const to = applyTransition(order.status, transition, who.actor);
  if (to === null) throw new ConflictError(M.transition);
  const stamp = STAMPS[transition];
  const moved = await moveOrder(tx, order.id, order.status, {
    ...extra.changes,
    status: to,
    ...(stamp ? { [stamp]: at } : {}),
    updatedAt: at,
  });
  if (!moved) throw new ConflictError(M.transition);
  await insertOrderEvent(tx, {
    orderId: order.id,
    transition,
    fromStatus: order.status,
    toStatus: to,
    actor: who.actor,
    actorId: who.actorId,
    note: extra.note ?? null,
    createdAt: at,
  });
  return moved;
}
