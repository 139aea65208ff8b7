import { describe, expect, it } from 'vitest';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';
import { areaT } from '../../../testing/i18n';
import { testCart, testCartItem, testCartSeller } from '../../../testing/commerce';
import { availableUnits, canChangeQuantity, cartTotals, isCartEmpty, lineMax, problemText, sellerName } from './cart-display';

const t = await areaT('en', checkoutMessages);
const fr = await areaT('fr', checkoutMessages);

describe('cart display', () => {
  it('names a seller by business first', () => {
    expect(sellerName({ id: 1, name: 'Kwame Mensah', business_name: 'Kwame Crafts', has_pickup_address: true })).toBe('Kwame Crafts');
    expect(sellerName({ id: 1, name: 'Kwame Mensah', business_name: null, has_pickup_address: true })).toBe('Kwame Mensah');
  });

  it('says why a line cannot be bought, and whether its quantity can change', () => {
    expect(problemText(t, { problem: null, stock: 3 })).toBeNull();
    expect(problemText(t, { problem: 'inactive', stock: 3 })).toBe('No longer available');
    expect(problemText(t, { problem: 'not_for_sale', stock: 3 })).toBe('No longer sold in the shop');
    expect(problemText(t, { problem: 'out_of_stock', stock: 0 })).toBe('Out of stock');
    expect(problemText(t, { problem: 'not_enough_stock', stock: 2 })).toBe('Only 2 left: lower the quantity');
    expect(problemText(fr, { problem: 'not_enough_stock', stock: 2 })).toBe('Plus que 2 : réduisez la quantité');
    expect(canChangeQuantity({ problem: 'not_enough_stock' })).toBe(true);
    expect(canChangeQuantity({ problem: 'out_of_stock' })).toBe(false);
    expect(lineMax({ stock: 2 })).toBe(2);
    expect(lineMax({ stock: 500 })).toBe(99);
  });

  it('leaves unavailable lines out of the totals and adds each seller’s courier fee', () => {
    const cart = testCart([
      testCartSeller(
        1,
        [testCartItem({ listing_id: 1, price: 0.1, quantity: 1 }), testCartItem({ listing_id: 2, price: 99, problem: 'out_of_stock' })],
        { courier_fee: 0.2 },
      ),
      testCartSeller(2, [testCartItem({ listing_id: 3, price: 40, quantity: 2 })], { courier_fee: 15 }),
    ]);
    expect(cartTotals(cart)).toEqual({ subtotal: 80.1, delivery: 15.2, total: 95.3, units: 3 });
    expect(availableUnits(cart.sellers[0]!)).toBe(1);
    expect(isCartEmpty(cart)).toBe(false);
    expect(isCartEmpty(testCart([]))).toBe(true);
  });
});
