import type { DeliverySize } from './delivery';
import { farePesewas } from './delivery-rules';

// Prices of an order, in integer pesewas, computed on the server only (the web shows what the API
// answers): the delivery fee from the delivery module's fare, and promo discounts. Pure and
// unit-tested.

export type PromoKind = 'order' | 'delivery';

export type PromoTerms = {
  kind: PromoKind;
  percentOff: number | null;
  amountOffPesewas: number | null;
  minSubtotalPesewas: number;
};

/** A courier parcel's size from how many items it carries (one seller's part of a checkout). */
export function parcelSize(itemCount: number): DeliverySize {
  if (itemCount <= 1) return 'small';
  if (itemCount <= 3) return 'medium';
  return 'large';
}

/** Same-day courier delivery at the standard urgency, the fare module's price; pickup is free. */
export function deliveryFeePesewas(method: 'courier' | 'pickup', itemCount: number): number {
  return method === 'pickup' ? 0 : farePesewas(parcelSize(itemCount), 'standard');
}

/**
 * What a promo takes off: a percentage (rounded to the pesewa, half up) or a fixed amount, of the
 * subtotal (order promo) or of the delivery fee (delivery promo), never more than that amount.
 * 0 when the subtotal is below the promo's minimum.
 */
export function promoDiscountPesewas(terms: PromoTerms, subtotalPesewas: number, deliveryFee: number): number {
  if (subtotalPesewas < terms.minSubtotalPesewas) return 0;
  const base = terms.kind === 'order' ? subtotalPesewas : deliveryFee;
  const off = terms.percentOff !== null ? Math.round((base * terms.percentOff) / 100) : (terms.amountOffPesewas ?? 0);
  return Math.max(0, Math.min(base, off));
}

export type OrderAmounts = {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  deliveryDiscount: number;
  total: number;
};

/** One seller's order: its lines, its delivery and at most one order promo and one delivery promo. */
export function orderAmounts(
  lines: readonly { unitPricePesewas: number; quantity: number }[],
  method: 'courier' | 'pickup',
  promos: { order?: PromoTerms | null; delivery?: PromoTerms | null } = {},
): OrderAmounts {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPricePesewas * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryFee = deliveryFeePesewas(method, itemCount);
  const discount = promos.order ? promoDiscountPesewas(promos.order, subtotal, deliveryFee) : 0;
  const deliveryDiscount = promos.delivery ? promoDiscountPesewas(promos.delivery, subtotal, deliveryFee) : 0;
  return { subtotal, deliveryFee, discount, deliveryDiscount, total: subtotal - discount + deliveryFee - deliveryDiscount };
}
