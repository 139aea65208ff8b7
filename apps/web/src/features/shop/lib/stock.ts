import type { Listing } from '@dwa/shared/listings';

// Stock as the shop says it. CART_MAX mirrors CART_QUANTITY_MAX of @dwa/shared/commerce, whose
// module pulls zod into the bundle; a unit test keeps the two in step.

export const CART_MAX = 99;
/** At or below this many, a product says 'Only N left'. */
export const LOW_STOCK = 5;

export type StockFacts = Pick<Listing, 'in_stock' | 'quantity' | 'status'>;
/** `message` names the words in the shop's messages (stock.<name>), with the count they take. */
export type StockState = {
  message: 'unavailable' | 'out' | 'low' | 'in';
  count: number;
  tone: 'success' | 'warning' | 'neutral';
  buyable: boolean;
};

export function stockState(listing: StockFacts): StockState {
  const count = listing.quantity;
  if (listing.status !== 'active') return { message: 'unavailable', count, tone: 'neutral', buyable: false };
  if (!listing.in_stock || listing.quantity <= 0) return { message: 'out', count, tone: 'neutral', buyable: false };
  if (listing.quantity <= LOW_STOCK) return { message: 'low', count, tone: 'warning', buyable: true };
  return { message: 'in', count, tone: 'success', buyable: true };
}

/** The most one more Add to Cart may ask for: the stock, less what the cart holds, at most CART_MAX in all. */
export function addableQuantity(stock: number, inCart: number): number {
  return Math.max(0, Math.min(stock, CART_MAX) - inCart);
}
