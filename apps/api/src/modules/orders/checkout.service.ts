import { createHash } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { COMMERCE_MESSAGES as M, IDEMPOTENCY_KEY, type CheckoutAnswer, type CheckoutInput } from '@dwa/shared/commerce';
import { pesewasToCedis } from '@dwa/shared/money';
import type { RateRule } from '../../config';
import { ConflictError, ValidationError } from '../../lib/errors';
import { job, type JobQueue } from '../../lib/jobs';
import type { RateLimiter } from '../../lib/rate-limit';
import type { AuthUser } from '../../plugins/auth';
import type { CartLine, CartService } from '../cart/cart.service';
import type { ListingService } from '../listings/listings.service';
import type { PaymentRow, PaymentService } from '../payments/payments.service';
import type { PromosService } from '../promos/promos.service';
import type { OrderNotices } from './order-notices';
import { placeOrders } from './place-orders';
import { claimCheckout, findCheckoutByKey, ordersOfCheckout, type OrderRow, type PartyRow } from './orders.repo';
import type { OrderViews } from './order-views';
import { EXPIRE_ORDER } from './orders.service';

// Place order: one order per seller in one transaction. The Idempotency-Key makes a repeated request
// answer the orders the first one made, never a second set. Stock is taken under the listings' row
// locks with a conditional update, so no unit is ever sold twice; promos are checked and counted
// under their row locks. A Mobile Money checkout opens one payment for all its orders and sends the
// prompt once the orders are committed.

export type CheckoutDeps = {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  checkoutLimit: RateRule;
  cart: Pick<CartService, 'takeLines' | 'buyNowLines'>;
  listings: Pick<ListingService, 'takeStocks' | 'changed'>;
  promos: Pick<PromosService, 'claim' | 'redeem'>;
  payments: Pick<PaymentService, 'provider' | 'open' | 'start' | 'find' | 'lock' | 'ofCheckout'>;
  notices: OrderNotices;
  views: OrderViews;
  publishOrders: (orders: OrderRow[]) => void;
  jobs: Pick<JobQueue, 'enqueueMany'>;
};

const requestHash = (input: CheckoutInput) => createHash('sha256').update(JSON.stringify(input)).digest('base64url');

/** Why the cart (or Buy Now's one listing) cannot be bought as it is (the first line in trouble), or null. */
function cartRefusal(lines: CartLine[], buyNow: boolean): ConflictError | null {
  const trouble = lines.find((line) => line.problem !== null);
  if (!trouble) return null;
  if (trouble.problem === 'out_of_stock') return new ConflictError(M.outOfStock);
  if (trouble.problem === 'not_enough_stock') return new ConflictError(M.notEnoughStock(trouble.facts?.quantity ?? 0));
  if (buyNow) return new ConflictError(trouble.problem === 'not_for_sale' ? M.notForSale : M.inactive);
  return new ConflictError(M.cartUnavailable);
}

/**
 * The checkout's people, from what it has read already (no statement of their own): the buyer as
 * signed in (an order shows a buyer's name; a notice needs the address and language too), and each
 * seller as their listings' facts name them.
 */
function checkoutParties(user: AuthUser, lines: CartLine[]): Map<number, PartyRow> {
  const { id, name, email, locale } = user;
  const buyer: PartyRow = { id, name, email, locale, businessName: null, businessPhone: null, businessAddress: null, phone: null };
  const parties = new Map([[id, buyer]]);
  for (const { facts } of lines) parties.set(facts!.seller.id, facts!.seller);
  return parties;
}

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, now, cart, listings, promos, payments, notices, views } = deps;

  async function answer(user: AuthUser, checkoutId: number, payment: PaymentRow | null): Promise<CheckoutAnswer> {
    const rows = await ordersOfCheckout(db, checkoutId);
    const orders = await views.list(rows, user, 'buyer');
    const total = rows.reduce((sum, row) => sum + row.totalPesewas, 0);
    return {
      checkout_id: checkoutId,
      orders,
      payment: payment
        ? views.payment(
            payment,
            rows.map((row) => row.id),
          )
        : null,
      total: pesewasToCedis(total),
      currency: 'GHS',
    };
  }

  return {
    async checkout(user: AuthUser, key: string | undefined, input: CheckoutInput): Promise<{ created: boolean; answer: CheckoutAnswer }> {
      if (!key || !IDEMPOTENCY_KEY.test(key)) throw ValidationError.single(['header', 'idempotency-key'], M.idempotencyKey);
      if (input.payment_method === 'momo' && payments.provider === null) throw new ConflictError(M.momoUnavailable);
      const hash = requestHash(input);
      // A repeat of an earlier request is answered without counting against the limit; the claim in
      // the transaction settles a race between two first requests with the same key.
      if (!(await findCheckoutByKey(db, user.id, key))) {
        await deps.limiter.consume(
          `checkout:u:${user.id}`,
          deps.checkoutLimit,
          (minutes) => `Too many orders. Try again in ${minutes} minutes.`,
        );
      }
      const at = now();
      const placed = await db.transaction(async (tx) => {
        const { checkout, created } = await claimCheckout(tx, {
          buyerId: user.id,
          idempotencyKey: key,
          requestHash: hash,
          paymentMethod: input.payment_method,
          createdAt: at,
        });
        if (!created) {
          if (checkout.requestHash !== hash) throw ValidationError.single(['header', 'idempotency-key'], M.idempotencyReused);
          return { checkoutId: checkout.id, replay: true as const };
        }
        // Buy Now buys its one listing and leaves the cart as it is; otherwise the whole cart, taken
        // out of it here (a refusal below rolls back, and the cart is as it was).
        const lines = input.buy_now ? await cart.buyNowLines(tx, user, input.buy_now, { lock: true }) : await cart.takeLines(tx, user.id);
        if (lines.length === 0) throw new ConflictError(M.cartEmpty);
        const refused = cartRefusal(lines, Boolean(input.buy_now));
        if (refused) throw refused;
        const bySeller = new Map<number, CartLine[]>();
        for (const line of lines) bySeller.set(line.facts!.userId, [...(bySeller.get(line.facts!.userId) ?? []), line]);
        const subtotals = new Map(
          [...bySeller].map(([sellerId, group]) => [
            sellerId,
            group.reduce((sum, { row, facts }) => sum + facts!.pricePesewas * row.quantity, 0),
          ]),
        );
        const claimed = await promos.claim(tx, { codes: input.promo_codes, buyerId: user.id, subtotals }, at);
        const { orders, items } = await placeOrders(deps, tx, input, user, checkout.id, bySeller, claimed, at);
        const toPay = orders.filter((order) => order.status === 'pending_payment').reduce((sum, order) => sum + order.totalPesewas, 0);
        // An order left To Pay lapses on time, whether or not this process is still up then: its job
        // goes in with the payment's first check (one statement), or on its own.
        const lapses = orders.flatMap((order) =>
          order.expiresAt ? [job(EXPIRE_ORDER, { order_id: order.id }, { key: `order-expiry:${order.id}`, runAt: order.expiresAt })] : [],
        );
        const payment =
          toPay > 0
            ? await payments.open(
                tx,
                {
                  checkoutId: checkout.id,
                  buyerId: user.id,
                  amountPesewas: toPay,
                  network: input.momo_network!,
                  phone: input.momo_number!,
                },
                lapses,
              )
            : null;
        if (!payment) await deps.jobs.enqueueMany(tx, lapses);
        const parties = checkoutParties(user, lines);
        await notices.tellMany(
          tx,
          'placed',
          orders,
          (order) => ({ buyer: parties.get(user.id)!, seller: parties.get(order.sellerId)! }),
          at,
        );
        return { checkoutId: checkout.id, replay: false as const, orders, items, parties, payment };
      });

      if (placed.replay) {
        const [latest] = (await views.paymentsOf(placed.checkoutId)).slice(-1);
        return { created: false, answer: await answer(user, placed.checkoutId, latest ?? null) };
      }
      listings.changed();
      deps.publishOrders(placed.orders.filter((order) => order.status === 'placed'));
      const payment = placed.payment ? await payments.start(placed.payment, user.email) : null;
      // The answer from what the transaction wrote. A payment that settled on starting (the orders
      // moved with it, in its transaction) has them read again; one still pending, as a prompt
      // on the phone is, left them as written.
      const rows =
        payment && payment.status !== 'pending'
          ? await ordersOfCheckout(db, placed.checkoutId)
          : [...placed.orders].sort((a, b) => a.id - b.id);
      return {
        created: true,
        answer: {
          checkout_id: placed.checkoutId,
          orders: views.placed(rows, user, { items: placed.items, parties: placed.parties, paymentId: payment?.id ?? null }),
          payment: payment
            ? views.payment(
                payment,
                rows.map((row) => row.id),
              )
            : null,
          total: pesewasToCedis(rows.reduce((sum, row) => sum + row.totalPesewas, 0)),
          currency: 'GHS',
        },
      };
    },

    /**
     * A new attempt for the orders of a checkout still To Pay, after a declined or lapsed prompt.
     * Idempotent by nature: retrying the same failed attempt again answers the attempt it made.
     */
    async retry(
      user: AuthUser,
      paymentId: number,
      input: { momo_network?: PaymentRow['network']; momo_number?: string },
    ): Promise<CheckoutAnswer> {
      const previous = await payments.find(user, paymentId);
      if (previous.status === 'pending') throw new ConflictError(M.stillPending);
      if (previous.status === 'succeeded' || previous.status === 'refunded') throw new ConflictError(M.nothingToPay);
      const opened = await db.transaction(async (tx) => {
        await payments.lock(tx, previous.checkoutId);
        // Read again in a new statement: under READ COMMITTED it sees an attempt a concurrent retry
        // committed while this one waited for the lock.
        const newer = (await payments.ofCheckout(tx, previous.checkoutId)).find((attempt) => attempt.id > previous.id);
        if (newer) return { payment: newer, fresh: false };
        const toPay = (await ordersOfCheckout(tx, previous.checkoutId, { forUpdate: true })).filter(
          (order) => order.status === 'pending_payment',
        );
        if (toPay.length === 0) throw new ConflictError(M.nothingToPay);
        const payment = await payments.open(tx, {
          checkoutId: previous.checkoutId,
          buyerId: user.id,
          amountPesewas: toPay.reduce((sum, order) => sum + order.totalPesewas, 0),
          network: input.momo_network ?? previous.network,
          phone: input.momo_number ?? previous.phone,
        });
        return { payment, fresh: true };
      });
      const payment = opened.fresh ? await payments.start(opened.payment, user.email) : opened.payment;
      return answer(user, previous.checkoutId, payment);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
