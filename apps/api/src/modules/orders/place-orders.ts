import type { Executor } from '@dwa/db/client';
import { COMMERCE_MESSAGES as M, type CheckoutInput } from '@dwa/shared/commerce';
import { orderAmounts } from '@dwa/shared/commerce-pricing';
import { PAYMENT_WINDOW_MINUTES } from '@dwa/shared/orders-rules';
import { ConflictError } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import type { CartLine } from '../cart/cart.service';
import type { ListingService } from '../listings/listings.service';
import { termsOf, type PromosService } from '../promos/promos.service';
import { insertItems, insertOrderEvents, insertOrders } from './orders.repo';

// A checkout's orders as rows: each seller's amounts (promos applied), the stock taken, and the
// orders, items and events written (checkout.service.ts decides when, and answers).

type PlaceDeps = {
  listings: Pick<ListingService, 'takeStocks'>;
  promos: Pick<PromosService, 'redeem'>;
};

/**
 * The orders of the cart, one per seller, in the checkout's transaction. The listings' rows are
 * locked already (in id order); their stock is taken and the orders, items and events written in
 * one statement each, whatever the number of sellers (ADR 070).
 */
export async function placeOrders(
  { listings, promos }: PlaceDeps,
  tx: Executor,
  input: CheckoutInput,
  user: AuthUser,
  checkoutId: number,
  bySeller: Map<number, CartLine[]>,
  claimed: Awaited<ReturnType<PromosService['claim']>>,
  at: Date,
) {
  const planned = [...bySeller.values()].map((lines) => {
    const seller = lines[0]!.facts!.seller;
    const pickupAddress = seller.businessAddress?.trim() || null;
    if (input.delivery_method === 'pickup' && !pickupAddress)
      throw new ConflictError(M.pickupUnavailable(seller.businessName ?? seller.name));
    const promo = claimed.get(seller.id) ?? {};
    const amounts = orderAmounts(
      lines.map(({ row, facts }) => ({ unitPricePesewas: facts!.pricePesewas, quantity: row.quantity })),
      input.delivery_method,
      { order: promo.order ? termsOf(promo.order) : null, delivery: promo.delivery ? termsOf(promo.delivery) : null },
    );
    const cash = input.payment_method === 'cash' || amounts.total === 0;
    return { seller, lines, promo, amounts, cash, pickupAddress };
  });
  const all = planned.flatMap(({ lines }) => lines.map(({ row }) => ({ id: row.listingId, count: row.quantity })));
  if (!(await listings.takeStocks(tx, all))) throw new ConflictError(M.outOfStock);
  const orders = await insertOrders(
    tx,
    planned.map(({ seller, amounts, cash, promo, pickupAddress }) => ({
      checkoutId,
      buyerId: user.id,
      sellerId: seller.id,
      status: cash ? ('placed' as const) : ('pending_payment' as const),
      deliveryMethod: input.delivery_method,
      deliveryAddress: input.delivery_method === 'courier' ? input.delivery_address : null,
      pickupAddress,
      region: input.region,
      recipientName: input.recipient_name,
      recipientPhone: input.recipient_phone,
      paymentMethod: input.payment_method,
      subtotalPesewas: amounts.subtotal,
      deliveryFeePesewas: amounts.deliveryFee,
      discountPesewas: amounts.discount,
      deliveryDiscountPesewas: amounts.deliveryDiscount,
      totalPesewas: amounts.total,
      promoCodes: [promo.order?.code, promo.delivery?.code].filter((code): code is string => Boolean(code)),
      expiresAt: cash ? null : new Date(at.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
      placedAt: cash ? at : null,
      createdAt: at,
      updatedAt: at,
    })),
  );
  // One order per seller in a checkout: each row finds its plan by its seller.
  const orderOf = new Map(orders.map((order) => [order.sellerId, order]));
  const items = await insertItems(
    tx,
    planned.flatMap(({ seller, lines }) =>
      lines.map(({ row, facts }) => ({
        orderId: orderOf.get(seller.id)!.id,
        listingId: row.listingId,
        title: facts!.title,
        unitPricePesewas: facts!.pricePesewas,
        quantity: row.quantity,
        imageKey: facts!.imageKey,
      })),
    ),
  );
  await insertOrderEvents(
    tx,
    orders.map((order) => ({
      orderId: order.id,
      transition: 'create' as const,
      fromStatus: null,
      toStatus: order.status,
      actor: 'buyer' as const,
      actorId: user.id,
      note: null,
      createdAt: at,
    })),
  );
  for (const { seller, promo, amounts } of planned) {
    const order = orderOf.get(seller.id)!;
    if (promo.order && amounts.discount > 0) await promos.redeem(tx, promo.order, order.id, user.id, amounts.discount, at);
    if (promo.delivery && amounts.deliveryDiscount > 0)
      await promos.redeem(tx, promo.delivery, order.id, user.id, amounts.deliveryDiscount, at);
  }
  return { orders: planned.map(({ seller }) => orderOf.get(seller.id)!), items };
}
