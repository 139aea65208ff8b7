import type { Cart, CartItem, DeliveryMethod } from '@dwa/shared/commerce';
import { sellerName } from './cart-display';
import type { AppliedPromo } from './promo-display';
import { toCedis, toPesewas } from './money';

// The checkout's summary, per seller and overall, from what the server answered: the cart's
// subtotals and courier fees and the promos it validated. The server prices the order again when
// it is placed; this is what the buyer sees before.

export type SellerSummary = {
  sellerId: number;
  name: string;
  items: CartItem[];
  subtotal: number;
  delivery: number;
  discount: number;
  deliveryDiscount: number;
  total: number;
};

export type CheckoutSummary = { sellers: SellerSummary[]; subtotal: number; delivery: number; discount: number; total: number };

export function summarise(cart: Pick<Cart, 'sellers'>, method: DeliveryMethod, promos: readonly AppliedPromo[]): CheckoutSummary {
  const sellers: SellerSummary[] = [];
  for (const group of cart.sellers) {
    const items = group.items.filter((item) => item.problem === null);
    if (items.length === 0) continue;
    const subtotal = toPesewas(group.subtotal);
    const fee = method === 'courier' ? toPesewas(group.courier_fee) : 0;
    const promoOf = (kind: AppliedPromo['kind']) => promos.find((promo) => promo.sellerId === group.seller.id && promo.kind === kind);
    const discount = Math.min(subtotal, toPesewas(promoOf('order')?.discount ?? 0));
    const deliveryDiscount = Math.min(fee, toPesewas(promoOf('delivery')?.discount ?? 0));
    sellers.push({
      sellerId: group.seller.id,
      name: sellerName(group.seller),
      items,
      subtotal: toCedis(subtotal),
      delivery: toCedis(fee),
      discount: toCedis(discount),
      deliveryDiscount: toCedis(deliveryDiscount),
      total: toCedis(subtotal - discount + fee - deliveryDiscount),
    });
  }
  const add = (pick: (seller: SellerSummary) => number) => toCedis(sellers.reduce((sum, seller) => sum + toPesewas(pick(seller)), 0));
  return {
    sellers,
    subtotal: add((seller) => seller.subtotal),
    delivery: add((seller) => seller.delivery - seller.deliveryDiscount),
    discount: add((seller) => seller.discount + seller.deliveryDiscount),
    total: add((seller) => seller.total),
  };
}

/** What an applied promo takes off in this summary (a delivery promo: nothing with pickup). */
export function appliedAmount(promo: Pick<AppliedPromo, 'sellerId' | 'kind'>, summary: CheckoutSummary): number {
  const seller = summary.sellers.find((item) => item.sellerId === promo.sellerId);
  if (!seller) return 0;
  return promo.kind === 'order' ? seller.discount : seller.deliveryDiscount;
}
