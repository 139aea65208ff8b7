import { z } from 'zod';
import type { Db, Tx } from '@dwa/db/client';
import { COMMERCE_MESSAGES as M, type OrderDetail, type OrderList, type OrderListQuery, type Payment } from '@dwa/shared/commerce';
import {
  BUYER_TAB_IDS,
  SELLER_TAB_IDS,
  canFire,
  confirmTransition,
  statusesOfTab,
  tabOf,
  withinReturnWindow,
  type OrderAction,
  type OrderActor,
  type OrderTransition,
} from '@dwa/shared/orders-rules';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { task, type JobQueue } from '../../lib/jobs';
import type { AuthUser } from '../../plugins/auth';
import type { OrderToShip } from '../delivery/delivery.service';
import type { ListingService } from '../listings/listings.service';
import type { PaymentRow, PaymentService, Settlement } from '../payments/payments.service';
import type { PromosService } from '../promos/promos.service';
import { fire } from './order-lifecycle';
import type { OrderMoney } from './order-money';
import type { OrderNotice, OrderNotices } from './order-notices';
import { actorOf, type OrderViews } from './order-views';
import { countByStatus, findOrder, itemsOf, lapsedOrders, listOrders, ordersOfCheckout, partiesOf, type OrderRow } from './orders.repo';

// Orders after checkout: My purchases and My sales, each order's page, and every move of the state
// machine with what it brings (stock and promo uses given back, refunds, the courier request, the
// ledger, notices). Payments and deliveries move orders too, through the hooks the root registers.

/** Hands a shipped courier order to the delivery module, in the order's transaction. */
export type ShipByCourier = (tx: Tx, order: OrderToShip, at: Date) => Promise<unknown>;

export type OrdersServiceDeps = {
  db: Db;
  now: () => Date;
  listings: Pick<ListingService, 'returnStock' | 'changed'>;
  promos: Pick<PromosService, 'release'>;
  payments: Pick<PaymentService, 'refund' | 'abandon' | 'lock' | 'find' | 'ofCheckout'>;
  /** The order's money in the ledger: held, released, given back (order-money.ts). */
  money: Pick<OrderMoney, 'charged' | 'delivered' | 'released' | 'refunded'>;
  notices: OrderNotices;
  views: OrderViews;
  shipByCourier: ShipByCourier;
  publishOrders: (orders: OrderRow[]) => void;
  jobs: Pick<JobQueue, 'handle' | 'every'>;
};

/** A To Pay order lapses when its 30 minutes pass (enqueued by checkout for that time). */
export const EXPIRE_ORDER = task('order:expire', z.object({ order_id: z.number().int().positive() }), { maxAttempts: 5 });
/** Every minute: any To Pay order past its time lapses (a safety net behind each order's own job). */
export const EXPIRE_DUE_ORDERS = task('orders:expire-due', z.object({}), { maxAttempts: 1, timeoutMs: 50_000 });

const EXPIRY_BATCH = 100;
const NOTICE_OF: Partial<Record<OrderTransition, OrderNotice>> = {
  pay: 'paid',
  accept: 'accepted',
  ship: 'shipped',
  deliver: 'delivered',
  complete: 'completed',
  cancel: 'cancelled',
  expire: 'cancelled',
  request_return: 'return_requested',
  decline_return: 'return_declined',
  receive_return: 'returned',
  refund: 'refunded',
};

type Moved = { order: OrderRow; refund: { payment: PaymentRow; amount: number } | null };

const cursorOf = (id: number) => Buffer.from(String(id)).toString('base64url');
function afterOf(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const id = Number(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!Number.isInteger(id) || id < 1 || id > 2147483647)
    throw ValidationError.single(['query', 'cursor'], 'This page link is no longer valid. Start from the first page.');
  return id;
}

export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, now, listings, promos, payments, notices, views } = deps;

  /** What the courier job needs: the items in a line, the seller's business address as it is now. */
  async function toShip(tx: Tx, order: OrderRow): Promise<OrderToShip> {
    const [items, parties] = await Promise.all([itemsOf(tx, [order.id]), partiesOf(tx, [order.sellerId])]);
    const seller = parties.get(order.sellerId);
    return {
      ...order,
      sellerName: seller?.businessName ?? seller?.name ?? 'The seller',
      itemDescription: items.map((item) => (item.quantity > 1 ? `${item.quantity} x ${item.title}` : item.title)).join(', '),
      itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      pickupAddress: seller?.businessAddress?.trim() || order.pickupAddress,
    };
  }

  /** Fires a transition with everything it brings, in `tx` (its notices and mails too); refunds wait for the commit. */
  async function move(...args: Parameters<typeof shift>): Promise<Moved> {
    const [tx, , transition, , at] = args;
    const moved = await shift(...args);
    await tellMoved(tx, transition, [moved.order], at);
    return moved;
  }

  /** `move` but for its notices: the caller tells (several orders at once, `tellMoved`). */
  async function shift(
    tx: Tx,
    order: OrderRow,
    transition: OrderTransition,
    who: { actor: OrderActor; actorId: number | null },
    at: Date,
    extra: { note?: string | null; reason?: string | null } = {},
  ): Promise<Moved> {
    const changes: Partial<OrderRow> = {};
    if (transition === 'cancel' || transition === 'expire')
      changes.cancelReason = extra.reason ?? (transition === 'expire' ? 'Not paid within 30 minutes.' : null);
    if (transition === 'request_return') changes.returnReason = extra.reason ?? null;
    const moved = await fire(tx, order, transition, who, at, { note: extra.note ?? extra.reason ?? null, changes });
    let refund: Moved['refund'] = null;

    if (transition === 'cancel' || transition === 'expire') {
      for (const item of await itemsOf(tx, [order.id]))
        if (item.listingId !== null) await listings.returnStock(tx, item.listingId, item.quantity);
      await promos.release(tx, order.id, at);
      const siblings = await ordersOfCheckout(tx, order.checkoutId);
      if (siblings.every((sibling) => sibling.status !== 'pending_payment')) await payments.abandon(tx, order.checkoutId, at);
    }
    // The money (ADR 057): given back on a cancel or a refund, noted or scheduled for release on
    // delivery, released when the buyer confirms or a return is declined.
    if (transition === 'cancel' || transition === 'refund') {
      const paid =
        order.paymentMethod === 'momo' && order.placedAt
          ? ((await payments.ofCheckout(tx, order.checkoutId)).find((payment) => payment.status === 'succeeded') ?? null)
          : null;
      if ((await deps.money.refunded(tx, moved, paid, at)) && paid) {
        // The provider gives it back by a job of this very transaction (ADR 056).
        await payments.refund(tx, paid, order.totalPesewas, `order:${order.id}`);
        refund = { payment: paid, amount: order.totalPesewas };
      }
    }
    if (transition === 'deliver') await deps.money.delivered(tx, moved, at);
    if (transition === 'complete' || transition === 'decline_return') await deps.money.released(tx, moved, at);
    if (transition === 'ship' && order.deliveryMethod === 'courier') await deps.shipByCourier(tx, await toShip(tx, moved), at);
    return { order: moved, refund };
  }

  /** Both parties of each order told of its transition, in a handful of statements whatever their number (ADR 070). */
  async function tellMoved(tx: Tx, transition: OrderTransition, moved: OrderRow[], at: Date): Promise<void> {
    const notice = NOTICE_OF[transition];
    if (!notice || moved.length === 0) return;
    const parties = await partiesOf(
      tx,
      moved.flatMap((order) => [order.buyerId, order.sellerId]),
    );
    await notices.tellMany(
      tx,
      notice,
      moved,
      (order) => ({ buyer: parties.get(order.buyerId)!, seller: parties.get(order.sellerId)! }),
      at,
    );
  }

  /** After the commit: live updates, fresh search stock (mails and refunds went with the change, as jobs). */
  async function after(results: Moved[]): Promise<void> {
    deps.publishOrders(results.map((result) => result.order));
    if (results.some(({ order }) => order.status === 'cancelled')) listings.changed();
  }

  /** A To Pay order whose 30 minutes passed lapses, and its stock goes back on sale; false when it was not due. */
  async function expireOne(id: number): Promise<boolean> {
    const at = now();
    const result = await db.transaction(async (tx) => {
      const current = await findOrder(tx, id);
      if (!current || current.status !== 'pending_payment' || !current.expiresAt || current.expiresAt > at) return null;
      await payments.lock(tx, current.checkoutId);
      const order = await findOrder(tx, id, { forUpdate: true });
      if (!order || order.status !== 'pending_payment') return null;
      return move(tx, order, 'expire', { actor: 'system', actorId: null }, at);
    });
    if (!result) return false;
    await after([result]);
    return true;
  }

  async function expireDueOrders(): Promise<number> {
    let expired = 0;
    for (const lapsed of await lapsedOrders(db, now(), EXPIRY_BATCH)) if (await expireOne(lapsed.id)) expired += 1;
    return expired;
  }

  deps.jobs.handle(EXPIRE_ORDER, async ({ order_id: id }) => void (await expireOne(id)));
  deps.jobs.handle(EXPIRE_DUE_ORDERS, async () => void (await expireDueOrders()));
  deps.jobs.every('* * * * *', EXPIRE_DUE_ORDERS);

  async function visible(user: AuthUser, id: number): Promise<{ order: OrderRow; actor: OrderActor }> {
    const order = await findOrder(db, id);
    const actor = order ? actorOf(order, user) : null;
    // A seller never sees an order waiting for the buyer's payment; nobody else sees anything.
    if (!order || !actor || (actor === 'seller' && order.status === 'pending_payment')) throw new NotFoundError(M.orderNotFound);
    return { order, actor };
  }

  function transitionFor(action: OrderAction, order: OrderRow, actor: OrderActor, reason: string | null): OrderTransition {
    if (action === 'confirm') {
      const transition = actor === 'buyer' ? confirmTransition(order) : null;
      if (!transition) throw new ConflictError(M.transition);
      return transition;
    }
    if (action === 'request_return') {
      if (!reason) throw ValidationError.single(['body', 'reason'], M.reasonRequired);
      if (!withinReturnWindow(order.deliveredAt, now())) throw new ConflictError(M.returnWindow);
    }
    return action;
  }

  return {
    async list(user: AuthUser, query: OrderListQuery): Promise<OrderList> {
      const role = query.role;
      const tabs = role === 'buyer' ? BUYER_TAB_IDS : SELLER_TAB_IDS;
      const tabStatuses = query.tab ? statusesOfTab(role, query.tab) : null;
      if (query.tab && !tabStatuses) throw ValidationError.single(['query', 'tab'], `${M.tab} Tabs: ${tabs.join(', ')}.`);
      const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
      const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) : undefined;
      if (from && to && from >= to) throw ValidationError.single(['query', 'to'], M.dateRange);
      const base = { role, userId: user.id, deliveryMethod: query.delivery_method, from, to, q: query.q?.trim() || undefined };
      // A status narrows the tab (a status of another tab finds nothing under this one).
      const statuses = query.status
        ? (tabStatuses ?? [query.status]).filter((status) => status === query.status)
        : (tabStatuses ?? undefined);
      const [rows, byStatus, [newest]] = await Promise.all([
        listOrders(db, { ...base, statuses }, { beforeId: afterOf(query.cursor), limit: query.limit + 1 }),
        countByStatus(db, base),
        listOrders(db, base, { limit: 1 }),
      ]);
      const page = rows.slice(0, query.limit);
      const counts = Object.fromEntries(
        tabs.map((tab) => [tab, (statusesOfTab(role, tab) ?? []).reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0)]),
      );
      return {
        results: await views.list(page, user, role),
        counts,
        newest_tab: newest ? tabOf(role, newest.status) : null,
        next_cursor: rows.length > query.limit && page.length > 0 ? cursorOf(page[page.length - 1]!.id) : null,
      };
    },

    async get(user: AuthUser, id: number): Promise<OrderDetail> {
      const { order, actor } = await visible(user, id);
      return views.detail(order, user, actor);
    },

    /** A person's action on an order (the buttons of its page), checked by the state machine. */
    async act(user: AuthUser, id: number, action: OrderAction, reason: string | null): Promise<OrderDetail> {
      const { order: seen, actor } = await visible(user, id);
      const transition = transitionFor(action, seen, actor, reason);
      if (!canFire(transition, seen.status, actor)) throw new ConflictError(M.transition);
      const at = now();
      const result = await db.transaction(async (tx) => {
        await payments.lock(tx, seen.checkoutId);
        const order = await findOrder(tx, id, { forUpdate: true });
        if (!order) throw new NotFoundError(M.orderNotFound);
        return move(tx, order, transition, { actor, actorId: user.id }, at, { reason });
      });
      await after([result]);
      return views.detail(result.order, user, actor);
    },

    /** GET /payments/{id}: the attempt, with the orders it pays. */
    async payment(user: AuthUser, id: number): Promise<Payment> {
      const payment = await payments.find(user, id);
      const orders = await ordersOfCheckout(db, payment.checkoutId);
      return views.payment(
        payment,
        orders.map((order) => order.id),
      );
    },

    /** The payments hook: a success places the checkout's To Pay orders (and enters the ledger). */
    async onPaymentSettled(tx: Tx, settlement: Settlement): Promise<(() => Promise<void>) | void> {
      const { checkoutId } = settlement.payment;
      // A ride's payment is the rides module's.
      if (settlement.outcome !== 'succeeded' || checkoutId === null) return;
      const results: Moved[] = [];
      for (const order of await ordersOfCheckout(tx, checkoutId, { forUpdate: true })) {
        if (order.status !== 'pending_payment') continue;
        const moved = await shift(tx, order, 'pay', { actor: 'system', actorId: null }, settlement.at);
        await deps.money.charged(tx, moved.order, settlement.payment, settlement.at);
        results.push(moved);
      }
      // The checkout's orders paid together, told together: one round of notices, not one an order.
      await tellMoved(
        tx,
        'pay',
        results.map(({ order }) => order),
        settlement.at,
      );
      return () => after(results);
    },

    /** The delivery hook: a handover marks the order delivered; a called-off delivery lets the seller ship again. */
    async onDeliveryChanged(tx: Tx, change: { orderId: number; status: string; at: Date }): Promise<(() => Promise<void>) | void> {
      const order = await findOrder(tx, change.orderId, { forUpdate: true });
      if (!order || order.status !== 'shipped') return;
      const system = { actor: 'system' as const, actorId: null };
      // A courier took the job or moved it along: both order pages refetch (the status is unchanged).
      if (change.status !== 'delivered' && change.status !== 'cancelled') return async () => deps.publishOrders([order]);
      if (change.status === 'delivered') {
        const result = await move(tx, order, 'deliver', system, change.at, { note: 'Handed over to the recipient with the code' });
        return () => after([result]);
      }
      if (change.status === 'cancelled') {
        const result = await move(tx, order, 'reship', system, change.at, {
          note: 'The delivery was called off; hand it to a courier again',
        });
        return () => after([result]);
      }
    },

    /** An order as it stands, in the caller's transaction (disputes read it; null for an unknown id). */
    row: (tx: Tx, id: number, options: { forUpdate?: boolean } = {}) => findOrder(tx, id, options),

    /** The minute's safety net behind each order's own expiry job: To Pay orders whose 30 minutes passed lapse. */
    expireDue: () => expireDueOrders(),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
