import { describe, expect, it } from 'vitest';
import { CART_QUANTITY_MAX } from '@dwa/shared/commerce';
import { addableQuantity, CART_MAX, stockState } from './stock';

describe('stockState', () => {
  it('says how many are left, warning when few', () => {
    expect(stockState({ status: 'active', in_stock: true, quantity: 12 })).toEqual({ text: '12 in stock', tone: 'success', buyable: true });
    expect(stockState({ status: 'active', in_stock: true, quantity: 2 })).toEqual({ text: 'Only 2 left', tone: 'warning', buyable: true });
    expect(stockState({ status: 'active', in_stock: true, quantity: 5 }).text).toBe('Only 5 left');
  });

  it('cannot be bought when sold out or no longer active', () => {
    expect(stockState({ status: 'active', in_stock: false, quantity: 0 })).toMatchObject({ text: 'Out of stock', buyable: false });
    expect(stockState({ status: 'inactive', in_stock: false, quantity: 4 })).toMatchObject({ text: 'Not available', buyable: false });
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
