import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX } from '@dwa/shared/commerce';
import { cartMessages } from '../../../lib/i18n/catalogs/cart';
import { createI18n, en } from '../../../lib/i18n/i18n';
import { addableQuantity, CART_MAX, stockState } from './stock';
import type { StockFacts } from './stock';

const t = createI18n('en', en).area(cartMessages);
/** What the note says, in English. */
function text(listing: StockFacts): string {
  if (typeof t !== 'function') throw new Error('English is never loaded later');
  const state = stockState(listing);
  return t(`stock.${state.message}`, { count: state.count });
}

describe('stockState', () => {
  it('says how many are left, warning when few', () => {
    expect(stockState({ status: 'active', in_stock: true, quantity: 12 })).toEqual({
      message: 'in',
      count: 12,
      tone: 'success',
      buyable: true,
    });
    expect(stockState({ status: 'active', in_stock: true, quantity: 2 })).toEqual({
      message: 'low',
      count: 2,
      tone: 'warning',
      buyable: true,
    });
    expect(text({ status: 'active', in_stock: true, quantity: 12 })).toBe('12 in stock');
    expect(text({ status: 'active', in_stock: true, quantity: 5 })).toBe('Only 5 left');
  });

  it('cannot be bought when sold out or no longer active', () => {
    expect(stockState({ status: 'active', in_stock: false, quantity: 0 })).toMatchObject({ message: 'out', buyable: false });
    expect(stockState({ status: 'inactive', in_stock: false, quantity: 4 })).toMatchObject({ message: 'unavailable', buyable: false });
    expect(text({ status: 'active', in_stock: false, quantity: 0 })).toBe('Out of stock');
    expect(text({ status: 'inactive', in_stock: false, quantity: 4 })).toBe('Not available');
  });
});

describe('addableQuantity', () => {
  it('is the stock less what the cart holds, within the cart limit', () => {
    expect(addableQuantity(5, 0)).toBe(5);
    expect(addableQuantity(5, 3)).toBe(2);
    expect(addableQuantity(5, 7)).toBe(0);
    expect(addableQuantity(500, 10)).toBe(89);
  });

  it('mirrors the shared cart limit', () => {
    expect(CART_MAX).toBe(CART_QUANTITY_MAX);
  });
});
