import type { Cart, CartItem, CartSeller, Payment, PromoValidation } from '@dwa/shared/commerce';

// Cart, payment and promo answers as the API gives them, for unit tests; each test overrides what
// it is about. A seller's subtotal is the sum of its available lines, as the server computes it.

export function testCartItem(overrides: Partial<CartItem> = {}): CartItem {
  const price = overrides.price ?? 150;
  const quantity = overrides.quantity ?? 1;
  const problem = overrides.problem ?? null;
  return {
    listing_id: 1,
    title: 'Wooden stool',
    price,
    quantity,
    line_total: Math.round(price * 100 * quantity) / 100,
    image: null,
    stock: 10,
    available: problem === null,
    problem,
    added_at: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function testCartSeller(id: number, items: CartItem[], overrides: Partial<CartSeller> = {}): CartSeller {
  const subtotal = items.filter((item) => item.problem === null).reduce((sum, item) => sum + Math.round(item.line_total * 100), 0) / 100;
  return {
    seller: { id, name: `Seller ${id}`, business_name: null, has_pickup_address: true },
    items,
    subtotal,
    courier_fee: subtotal > 0 ? 10 : 0,
    ...overrides,
  };
}

export function testCart(sellers: CartSeller[]): Cart {
  const available = sellers.flatMap((group) => group.items.filter((item) => item.problem === null));
  return {
    sellers,
    item_count: available.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: sellers.reduce((sum, group) => sum + Math.round(group.subtotal * 100), 0) / 100,
    unavailable_count: sellers.flatMap((group) => group.items).filter((item) => item.problem !== null).length,
    currency: 'GHS',
  };
}

export function testPayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 5,
    status: 'pending',
    provider: 'sandbox',
    method: 'momo',
    network: 'MTN',
    phone: '+233 24 *** 4567',
    amount: 320,
    currency: 'GHS',
    display_text: 'Approve the prompt on your phone.',
    failure_reason: null,
    order_ids: [11, 12],
    created_at: '2026-05-01T10:00:00.000Z',
    expires_at: '2026-05-01T10:03:00.000Z',
    ...overrides,
  };
}

export function testPromoValidation(overrides: Partial<PromoValidation> = {}): PromoValidation {
  return { valid: true, code: 'SAVE10', kind: 'order', discount: 15, message: null, ...overrides };
}
