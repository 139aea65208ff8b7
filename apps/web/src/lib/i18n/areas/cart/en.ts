import { defineArea } from '../../area';

// Buying a product (Add to Cart, stock notes, the buy box on a listing's page; ADR 046), English the
// source: a key added here goes in the eight other catalogs beside it.
export const cartMessages = defineArea('cart', {
  'viewCart': 'View cart',
  'yourListing': 'Your listing',
  'add': 'Add to Cart',
  'addTitle': 'Add to Cart: {title}',
  'adding': 'Adding...',
  'added': 'Added to your cart: {title}',
  'addedMany': 'Added to your cart: {quantity} × {title}',
  'stock.unavailable': 'Not available',
  'stock.out': 'Out of stock',
  'stock.low': 'Only {count} left',
  'stock.in': '{count} in stock',
  'buy.title': 'Buy in the shop',
  'buy.quantity': 'Quantity',
  'buy.total': 'Total',
  'buy.now': 'Buy Now',
  'buy.allInCart': 'You have all {count} left in your cart.',
  'buy.canAdd': '{inCart} in your cart: you can add {room} more.',
  'buy.inCart': '{inCart} in your cart.',
  'buy.note': 'Same-day courier or pickup. Pay with Mobile Money or cash on delivery.',
  'buy.outOfStock': 'This item is out of stock. Message the seller to ask when it is back.',
  'buy.unavailable': 'This item cannot be bought right now.',
});
