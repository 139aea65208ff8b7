import type { Cart, CartItem, CartSeller, Order, Payment, PromoValidation } from '@dwa/shared/commerce';

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

/** A cash pickup order of one GHC 80 basket from seller 7 to buyer 3, as the seller reads it. */
export function testOrder(overrides: Partial<Order> = {}): Order {
  const id = overrides.id ?? 10;
  return {
    id,
    number: `DWA-${String(id).padStart(6, '0')}`,
    status: 'placed',
    buyer: { id: 3, name: 'Ama Owusu', business_name: null, phone: '0241234567' },
    seller: { id: 7, name: 'Kofi Mensah', business_name: 'Kofi Crafts', phone: null },
    items: [{ id: id * 10, listing_id: 40, title: 'Woven basket', unit_price: 80, quantity: 1, line_total: 80, image: null }],
    item_count: 1,
    subtotal: 80,
    delivery_fee: 0,
    discount: 0,
    delivery_discount: 0,
    total: 80,
    currency: 'GHS',
    delivery_method: 'pickup',
    delivery_address: null,
    pickup_address: 'Shop 7, Makola Market, Accra',
    region: 'Greater Accra',
    recipient_name: 'Ama Owusu',
    recipient_phone: '0241234567',
    payment_method: 'cash',
    payment_id: null,
    payment_status: 'cash_on_delivery',
    promo_codes: [],
    delivery: null,
    actions: ['accept', 'cancel'],
    cancel_reason: null,
    return_reason: null,
    expires_at: null,
    created_at: '2026-11-30T10:00:00.000Z',
    placed_at: '2026-11-30T10:00:00.000Z',
    delivered_at: null,
    updated_at: '2026-11-30T10:00:00.000Z',
    ...overrides,
  };
}
