import type { Cart, CartItem, CartSeller } from '@dwa/shared/commerce';
import { CART_QUANTITY_MAX } from '@dwa/shared/commerce';
import type { AreaT } from '../../../lib/i18n/area';
import type { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';
import { sumCedis } from './money';

// How the cart page reads the server's cart: who sells each group, why a line cannot be bought, and
// what it all costs with same-day courier (the server's subtotals and fees, added up).

export function sellerName(seller: CartSeller['seller']): string {
  return seller.business_name || seller.name;
}

/** Why a line cannot be bought as it is, in words (the checkout's messages); null when it can. */
export function problemText(t: AreaT<(typeof checkoutMessages)['en']>, item: Pick<CartItem, 'problem' | 'stock'>): string | null {
  return item.problem === null ? null : t(`problem.${item.problem}`, { count: item.stock });
}

/** A line whose quantity can still change (it is for sale and some are left). */
export function canChangeQuantity(item: Pick<CartItem, 'problem'>): boolean {
  return item.problem === null || item.problem === 'not_enough_stock';
}

/** The most a line may hold: its stock, within the cart's limit. */
export function lineMax(item: Pick<CartItem, 'stock'>): number {
  return Math.max(1, Math.min(item.stock, CART_QUANTITY_MAX));
}

export type CartTotals = { subtotal: number; delivery: number; total: number; units: number };

/** Lines that can be bought only: the subtotal, the courier fees of every seller, and both together. */
export function cartTotals(cart: Pick<Cart, 'sellers' | 'subtotal' | 'item_count'>): CartTotals {
  const delivery = sumCedis(cart.sellers.map((group) => group.courier_fee));
  return { subtotal: cart.subtotal, delivery, total: sumCedis([cart.subtotal, delivery]), units: cart.item_count };
}

/** Units of a seller's group that can be bought. */
export function availableUnits(group: Pick<CartSeller, 'items'>): number {
  return group.items.reduce((sum, item) => sum + (item.problem === null ? item.quantity : 0), 0);
}

export const isCartEmpty = (cart: Pick<Cart, 'sellers'>) => cart.sellers.every((group) => group.items.length === 0);
