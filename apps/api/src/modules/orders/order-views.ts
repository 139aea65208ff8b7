import type { Db } from '@dwa/db/client';
import type { Order, OrderDetail, Payment } from '@dwa/shared/commerce';
import type { OrderActor } from '@dwa/shared/orders-rules';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { PaymentRow, PaymentService } from '../payments/payments.service';
import { toOrder, toOrderDetail, type DeliverySummary } from './order-present';
import { eventsOf, itemsOf, partiesOf, type OrderItemRow, type OrderRow, type PartyRow } from './orders.repo';

// Orders as a viewer sees them: their items, the parties, the latest payment attempt and the linked
// delivery, loaded for a whole page at once.

export type DeliveryLookup = (orderIds: number[], viewer: AuthUser) => Promise<Map<number, DeliverySummary>>;

export type OrderViewsDeps = {
  db: Db;
  storage: Storage;
  now: () => Date;
  payments: Pick<PaymentService, 'latestOf' | 'present' | 'ofCheckout'>;
  deliveries: DeliveryLookup;
};

export function actorOf(row: OrderRow, user: AuthUser): OrderActor | null {
  if (row.buyerId === user.id) return 'buyer';
  if (row.sellerId === user.id) return 'seller';
  return user.userType === 'ADMIN' ? 'admin' : null;
}

export function createOrderViews(deps: OrderViewsDeps) {
  const { db, storage, now, payments } = deps;

  async function context(rows: OrderRow[], viewer: AuthUser) {
    const ids = rows.map((row) => row.id);
    const [items, parties, latest, deliveries] = await Promise.all([
      itemsOf(db, ids),
      partiesOf(
        db,
        rows.flatMap((row) => [row.buyerId, row.sellerId]),
      ),
      payments.latestOf([...new Set(rows.filter((row) => row.paymentMethod === 'momo').map((row) => row.checkoutId))]),
      deps.deliveries(ids, viewer),
    ]);
    return (row: OrderRow, role: OrderActor) => ({
      storage,
      actor: role,
      now: now(),
      parties,
      items,
      paymentId: latest.get(row.checkoutId)?.id ?? null,
      delivery: deliveries.get(row.id) ?? null,
    });
  }

  return {
    /** `role`: how the viewer stands to these orders (a page lists one side). */
    async list(rows: OrderRow[], viewer: AuthUser, role: 'buyer' | 'seller'): Promise<Order[]> {
      const of = await context(rows, viewer);
      return rows.map((row) => toOrder(row, of(row, actorOf(row, viewer) ?? role)));
    },

    async detail(row: OrderRow, viewer: AuthUser, actor: OrderActor): Promise<OrderDetail> {
      const [of, events] = await Promise.all([context([row], viewer), eventsOf(db, row.id)]);
      return toOrderDetail(row, events, of(row, actor));
    },

    /**
     * A new checkout's orders from what its transaction wrote (their items, the parties, the payment
     * it opened; no delivery yet), with nothing more to read (ADR 070).
     */
    placed(
      rows: OrderRow[],
      viewer: AuthUser,
      known: { items: OrderItemRow[]; parties: Map<number, PartyRow>; paymentId: number | null },
    ): Order[] {
      const at = now();
      return rows.map((row) =>
        toOrder(row, {
          storage,
          actor: actorOf(row, viewer) ?? 'buyer',
          now: at,
          parties: known.parties,
          items: known.items,
          paymentId: row.paymentMethod === 'momo' ? known.paymentId : null,
          delivery: null,
        }),
      );
    },

    payment: (payment: PaymentRow, orderIds: number[]): Payment => payments.present(payment, orderIds),
    paymentsOf: (checkoutId: number) => payments.ofCheckout(db, checkoutId),
  };
}

export type OrderViews = ReturnType<typeof createOrderViews>;
