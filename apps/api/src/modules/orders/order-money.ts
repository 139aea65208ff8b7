import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '@dwa/db/client';
import { orders } from '@dwa/db/schema';
import { splitSale } from '@dwa/shared/commission';
import { task, type JobQueue } from '../../lib/jobs';
import type { CommissionService } from '../ledger/commission.service';
import type { MoneyService, Party } from '../ledger/money.service';
import type { ListingService } from '../listings/listings.service';
import type { PaymentRow } from '../payments/payments.service';
import { findOrder, itemsOf, type OrderRow } from './orders.repo';

// An order's money in the ledger (ADR 057): a Mobile Money order's payment is held (escrow) until
// the buyer confirms delivery, or ESCROW_RELEASE_DAYS after delivery with no return or dispute open;
// then the seller's payable gets the items less their promos and the commission, the courier's the
// fare less its commission, the platform the rest. A cash order's money never reaches Dwa: the cash
// is noted in someone's hand and the commissions are owed, settled from the next payout.

/** Releases an order's held money when its time comes (enqueued at delivery, for then). */
export const RELEASE_ORDER = task('escrow:release', z.object({ order_id: z.number().int().positive() }), { maxAttempts: 10 });
/** Hourly: any held money whose time came (a safety net behind each order's job, and older orders). */
export const RELEASE_DUE = task('escrow:release-due', z.object({}), { maxAttempts: 1, timeoutMs: 10 * 60_000 });

/** Who carried an order, and for what fare (the delivery module answers). */
export type CourierOf = (tx: Tx, orderId: number) => Promise<{ courierId: number; farePesewas: number } | null>;
/** Whether something holds an order's money (an open dispute). */
export type ReleaseHold = (tx: Tx, orderId: number) => Promise<boolean>;

export type OrderMoneyDeps = {
  db: Db;
  now: () => Date;
  money: MoneyService;
  commission: Pick<CommissionService, 'ratesFor' | 'defaultPercent'>;
  listings: Pick<ListingService, 'shopFacts'>;
  courierOf: CourierOf;
  jobs: Pick<JobQueue, 'enqueue' | 'handle' | 'every'>;
  releaseDays: number;
};

/** An order's money may be released once delivered or completed; never while a return is asked or done. */
const RELEASABLE: readonly OrderRow['status'][] = ['delivered', 'completed'];

export function createOrderMoney(deps: OrderMoneyDeps) {
  const { db, now, money } = deps;
  const holds: ReleaseHold[] = [];

  /** Who gets what of the order's total. */
  async function split(tx: Tx, order: OrderRow): Promise<Party[]> {
    const items = await itemsOf(tx, [order.id]);
    const facts = await deps.listings.shopFacts(
      items.flatMap((item) => (item.listingId === null ? [] : [item.listingId])),
      { tx },
    );
    const categories = items.map((item) => (item.listingId === null ? null : (facts.get(item.listingId)?.category ?? null)));
    const rates = await deps.commission.ratesFor(
      tx,
      categories.filter((category): category is string => category !== null),
    );
    const courier = order.deliveryMethod === 'courier' ? await deps.courierOf(tx, order.id) : null;
    const parts = splitSale({
      lines: items.map((item, index) => ({
        amountPesewas: item.unitPricePesewas * item.quantity,
        percent: rates.get(categories[index] ?? '') ?? deps.commission.defaultPercent,
      })),
      discountPesewas: order.discountPesewas,
      deliveryDiscountPesewas: order.deliveryDiscountPesewas,
      totalPesewas: order.totalPesewas,
      courierFarePesewas: courier?.farePesewas ?? 0,
      courierPercent: deps.commission.defaultPercent,
    });
    return [
      {
        kind: 'seller_payable',
        userId: order.sellerId,
        grossPesewas: parts.seller.grossPesewas,
        commissionPesewas: parts.seller.commissionPesewas,
      },
      ...(courier
        ? [
            {
              kind: 'courier_payable' as const,
              userId: courier.courierId,
              grossPesewas: parts.courier.grossPesewas,
              commissionPesewas: parts.courier.commissionPesewas,
            },
          ]
        : []),
    ];
  }

  /**
   * Releases a Mobile Money order's held money now, if it is held and nothing holds it back; true
   * when it did. `decided`: an admin resolved its dispute for the seller, whatever the order's step.
   */
  async function releaseIn(tx: Tx, order: OrderRow, at: Date, decided = false): Promise<boolean> {
    if (order.paymentMethod !== 'momo' || (!decided && !RELEASABLE.includes(order.status))) return false;
    if (
      !(await money.charged(tx, { orderId: order.id })) ||
      (await money.released(tx, { orderId: order.id })) ||
      (await money.refunded(tx, { orderId: order.id }))
    )
      return false;
    for (const hold of holds) if (await hold(tx, order.id)) return false;
    await money.release(tx, { orderId: order.id }, { totalPesewas: order.totalPesewas, parties: await split(tx, order), at });
    return true;
  }

  async function releaseById(id: number): Promise<boolean> {
    const at = now();
    return db.transaction(async (tx) => {
      const order = await findOrder(tx, id, { forUpdate: true });
      if (!order?.deliveredAt || order.deliveredAt.getTime() + deps.releaseDays * 86_400_000 > at.getTime()) return false;
      return releaseIn(tx, order, at);
    });
  }

  deps.jobs.handle(RELEASE_ORDER, async ({ order_id: id }) => void (await releaseById(id)));
  deps.jobs.handle(RELEASE_DUE, async () => {
    const due = new Date(now().getTime() - deps.releaseDays * 86_400_000);
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, 'momo'),
          inArray(orders.status, [...RELEASABLE]),
          isNotNull(orders.deliveredAt),
          lte(orders.deliveredAt, due),
        ),
      )
      .limit(500);
    for (const row of rows) await releaseById(row.id);
  });
  deps.jobs.every('17 * * * *', RELEASE_DUE);

  return {
    /** An open dispute (or anything else) may hold an order's money back. */
    holdRelease(hold: ReleaseHold): void {
      holds.push(hold);
    },

    /** Mobile Money paid for the order: held. */
    charged: (tx: Tx, order: OrderRow, payment: PaymentRow, at: Date) =>
      money.charge(tx, { orderId: order.id }, { paymentId: payment.id, amountPesewas: order.totalPesewas, at }),

    /** Delivered: a cash sale is noted with its commissions owed; a paid one is released when its time comes (or at once if the window is 0). */
    async delivered(tx: Tx, order: OrderRow, at: Date): Promise<void> {
      if (order.paymentMethod === 'cash') {
        const parties = await split(tx, order);
        await money.cashSale(tx, { orderId: order.id }, { amountPesewas: order.totalPesewas, parties, at });
        return;
      }
      const when = new Date(at.getTime() + deps.releaseDays * 86_400_000);
      await deps.jobs.enqueue(tx, RELEASE_ORDER, { order_id: order.id }, { key: `release:order:${order.id}`, runAt: when });
    },

    /** The buyer confirmed all is well (or a return was declined): the money is released now. */
    released: (tx: Tx, order: OrderRow, at: Date) => releaseIn(tx, order, at),

    /**
     * Money given back for a cancelled or returned order: from what is held, or by the platform once
     * released; a cash sale's cash and commissions are undone. Answers whether the provider must be asked.
     */
    async refunded(tx: Tx, order: OrderRow, payment: PaymentRow | null, at: Date): Promise<boolean> {
      if (order.paymentMethod === 'cash') {
        await money.cashReturned(tx, { orderId: order.id }, at);
        return false;
      }
      if (!payment || !(await money.charged(tx, { orderId: order.id }))) return false;
      const afterRelease = await money.released(tx, { orderId: order.id });
      const { created } = await money.refund(
        tx,
        { orderId: order.id },
        { paymentId: payment.id, amountPesewas: order.totalPesewas, afterRelease, at },
      );
      return created;
    },

    /** Whether a paid order's money is still held (charged, neither released nor given back): it may be disputed. */
    async held(tx: Tx, order: OrderRow): Promise<boolean> {
      return (
        order.paymentMethod === 'momo' &&
        (await money.charged(tx, { orderId: order.id })) &&
        !(await money.released(tx, { orderId: order.id })) &&
        !(await money.refunded(tx, { orderId: order.id }))
      );
    },

    /**
     * An admin's decision on a dispute: `refundPesewas` back to the buyer from what is held (all of it,
     * or part), the rest released to the seller (and courier) with the commission on what they keep.
     * Answers whether the provider must refund.
     */
    async resolveDispute(
      tx: Tx,
      order: OrderRow,
      input: { disputeId: number; paymentId: number | null; refundPesewas: number },
      at: Date,
    ): Promise<void> {
      const refund = Math.min(Math.max(0, input.refundPesewas), order.totalPesewas);
      if (refund === 0) {
        await releaseIn(tx, order, at, true);
        return;
      }
      if (refund === order.totalPesewas) {
        // All of it back: keyed as the order's refund, so nothing can release it later.
        await money.refund(
          tx,
          { orderId: order.id },
          { paymentId: input.paymentId, amountPesewas: refund, afterRelease: false, at, memo: `dispute #${input.disputeId}` },
        );
        return;
      }
      await money.refund(
        tx,
        { orderId: order.id },
        {
          paymentId: input.paymentId,
          amountPesewas: refund,
          afterRelease: false,
          at,
          disputeId: input.disputeId,
          memo: `dispute #${input.disputeId}: part refunded`,
        },
      );
      // What is left goes to the seller first less the refund, the courier keeping their fare.
      let left = refund;
      const parties = (await split(tx, order)).map((party) => {
        const cut = Math.min(left, party.grossPesewas);
        left -= cut;
        const gross = party.grossPesewas - cut;
        const commission = party.grossPesewas > 0 ? Math.round((party.commissionPesewas * gross) / party.grossPesewas) : 0;
        return { ...party, grossPesewas: gross, commissionPesewas: commission };
      });
      await money.release(
        tx,
        { orderId: order.id },
        { totalPesewas: order.totalPesewas - refund, parties, at, memo: `dispute #${input.disputeId}: the rest` },
      );
    },

    releaseById,
    split,
  };
}

export type OrderMoney = ReturnType<typeof createOrderMoney>;
