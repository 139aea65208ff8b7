import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '@dwa/db/client';
import { deliveries } from '@dwa/db/schema';
import { DELIVERY_DISTANCE_KM } from '@dwa/shared/delivery';
import { parcelSize } from '@dwa/shared/commerce-pricing';
import { orderNumber } from '@dwa/shared/orders-rules';
import { ConflictError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { EVENT_TEXT } from './event-text';
import { handoverCode, newHandoverNonce } from './handover';
import { insertDelivery, insertEvent, partiesByIds, type DeliveryRow } from './delivery.repo';

// Deliveries that carry a shop order (issue 13): made when the seller hands the order to a courier
// (the buyer is the delivery's customer: they track it and hold the handover code), and their
// status changes told to the orders module in the same transaction, through the hook it registers.

/** What the orders module tells the delivery when it ships (its own row type stays its own). */
export type OrderToShip = {
  id: number;
  buyerId: number;
  sellerId: number;
  sellerName: string;
  /** 'FM radio, 2 x Kettle'. */
  itemDescription: string;
  itemCount: number;
  deliveryAddress: string | null;
  region: string;
  /** The seller's business address now (or, failing that, at checkout). */
  pickupAddress: string | null;
  recipientName: string;
  recipientPhone: string;
  paymentMethod: 'momo' | 'cash';
  deliveryFeePesewas: number;
  /** What the buyer owes in all, and the items' part of it before delivery: what a cash order's courier collects. */
  totalPesewas: number;
  subtotalPesewas: number;
  discountPesewas: number;
};

/**
 * What the courier collects at the door for an order: all of a cash order (goods and delivery),
 * nothing of one paid online.
 */
export function orderCollect(order: Pick<OrderToShip, 'paymentMethod' | 'totalPesewas' | 'subtotalPesewas' | 'discountPesewas'>): {
  collectPesewas: number;
  collectGoodsPesewas: number;
} {
  if (order.paymentMethod !== 'cash') return { collectPesewas: 0, collectGoodsPesewas: 0 };
  const goods = Math.max(0, order.subtotalPesewas - order.discountPesewas);
  return { collectPesewas: order.totalPesewas, collectGoodsPesewas: Math.min(goods, order.totalPesewas) };
}

export type OrderDeliveryChange = { orderId: number; status: DeliveryRow['status']; at: Date };
type OrderHook = (tx: Tx, change: OrderDeliveryChange) => Promise<(() => Promise<void>) | void>;

export const ORDER_DELIVERY_MESSAGES = {
  noPickupAddress: 'Add your business address in your profile before handing an order to a courier: the courier picks it up there.',
  customerCancel: 'This delivery carries a shop order. Contact the seller or support to change it.',
} as const;

export function createOrderDeliveries(deps: { secret: string }) {
  const hooks: OrderHook[] = [];

  return {
    /** The orders module's hook: it hears a linked delivery's handover or cancellation in that transaction. */
    onOrderDelivery(hook: OrderHook): void {
      hooks.push(hook);
    },

    /** Runs the hooks for a delivery that carries an order; answers what to do once the transaction committed. */
    async orderChanged(tx: Tx, row: DeliveryRow, at: Date): Promise<(() => Promise<void>)[]> {
      if (row.orderId === null) return [];
      const later: (() => Promise<void>)[] = [];
      for (const hook of hooks) {
        const effect = await hook(tx, { orderId: row.orderId, status: row.status, at });
        if (effect) later.push(effect);
      }
      return later;
    },

    /** A courier job for a shipped order, in the order's transaction: picked up at the seller's business address. */
    async createForOrder(tx: Tx, order: OrderToShip, at: Date): Promise<DeliveryRow> {
      const pickup = order.pickupAddress?.trim();
      if (!pickup) throw new ConflictError(ORDER_DELIVERY_MESSAGES.noPickupAddress);
      const row = await insertDelivery(tx, {
        customerId: order.buyerId,
        orderId: order.id,
        itemDescription: order.itemDescription.slice(0, 300) || `Order ${orderNumber(order.id)}`,
        itemSize: parcelSize(order.itemCount),
        pickupAddress: pickup,
        deliveryAddress: `${order.deliveryAddress ?? ''}${order.region ? `, ${order.region}` : ''}`.replace(/^, /, ''),
        recipientName: order.recipientName,
        recipientPhone: order.recipientPhone,
        urgency: 'standard',
        paymentMethod: order.paymentMethod,
        farePesewas: order.deliveryFeePesewas,
        ...orderCollect(order),
        distanceM: Math.round(DELIVERY_DISTANCE_KM * 1000),
        handoverNonce: newHandoverNonce(),
        createdAt: at,
        updatedAt: at,
      });
      await insertEvent(tx, {
        deliveryId: row.id,
        status: 'requested',
        ...EVENT_TEXT.requested(row, order.sellerName),
        actorId: order.sellerId,
        createdAt: at,
      });
      return row;
    },

    /** Who carried an order to its buyer, and for what fare (its delivered courier job), for the order's money. */
    async courierOf(db: Executor, orderId: number): Promise<{ courierId: number; farePesewas: number } | null> {
      const rows = await db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, 'delivered')));
      const row = rows.find((delivery) => delivery.courierId !== null);
      return row ? { courierId: row.courierId!, farePesewas: row.farePesewas } : null;
    },

    /** The deliveries of these orders as their order pages show them (the code only for the buyer). */
    async summaries(db: Executor, orderIds: number[], viewer: AuthUser) {
      const summaries = new Map<
        number,
        {
          id: number;
          status: string;
          courierName: string | null;
          handoverCode: string | null;
          acceptedAt: Date | null;
          pickedUpAt: Date | null;
        }
      >();
      if (orderIds.length === 0) return summaries;
      // Oldest first: after a reship the newer job is the one shown.
      const rows = await db.select().from(deliveries).where(inArray(deliveries.orderId, orderIds)).orderBy(asc(deliveries.id));
      const couriers = new Map(
        (
          await partiesByIds(
            db,
            rows.flatMap((row) => (row.courierId === null ? [] : [row.courierId])),
          )
        ).map((party) => [party.id, party.name]),
      );
      for (const row of rows) {
        if (row.orderId === null) continue;
        summaries.set(row.orderId, {
          id: row.id,
          status: row.status,
          courierName: row.courierId === null ? null : (couriers.get(row.courierId) ?? null),
          handoverCode:
            viewer.id === row.customerId && row.status !== 'delivered' && row.status !== 'cancelled'
              ? handoverCode(deps.secret, row.handoverNonce)
              : null,
          acceptedAt: row.acceptedAt,
          pickedUpAt: row.pickedUpAt,
        });
      }
      return summaries;
    },
  };
}

export type OrderDeliveries = ReturnType<typeof createOrderDeliveries>;
