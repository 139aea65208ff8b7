import { createDeliveryContext, type DeliveryDeps } from './delivery-context';
import { createJobBoard } from './delivery-jobs';
import { createRequestActions } from './delivery-requests';
import type { AuthUser } from '../../plugins/auth';
import type { Tx } from '@dwa/db/client';
import type { OrderToShip } from './delivery-orders';

// Deliveries: a request and its life (delivery-requests.ts: read, cancel, the courier's steps, the
// handover by code, rating, support tickets, statistics) and the job board with its accept race
// (delivery-jobs.ts). The chat is delivery-chat.service.ts. Every multi-row write is one
// transaction; live updates are published after it commits.

export type { DeliveryDeps } from './delivery-context';
export type { OrderToShip } from './delivery-orders';

export function createDeliveryService(deps: DeliveryDeps) {
  const context = createDeliveryContext(deps);
  return {
    ...createRequestActions(deps, context),
    ...createJobBoard(deps, context),
    // For the shop: a courier job for a shipped order, its summary on the order page, and the hook
    // through which the orders module hears the handover (delivery-orders.ts).
    async createForOrder(tx: Tx, order: OrderToShip, at: Date): Promise<number> {
      const row = await deps.orders.createForOrder(tx, order, at);
      // The job board changes once the order's transaction has committed.
      await context.announceJobs(tx);
      return row.id;
    },
    orderSummaries: (orderIds: number[], viewer: AuthUser) => deps.orders.summaries(deps.db, orderIds, viewer),
    /** Who carried a delivered order, and for what fare (the order's money is shared with them). */
    courierOfOrder: (tx: Tx, orderId: number) => deps.orders.courierOf(tx, orderId),
    onOrderDelivery: deps.orders.onOrderDelivery,
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
