import { describe, expect, it } from 'vitest';
import { afterSignInOf } from './after-sign-in';

describe('the action a sign-in finishes', () => {
  it('reads an Add to Cart with its listing, quantity and title', () => {
    expect(afterSignInOf({ kind: 'add-to-cart', listingId: 7, quantity: 3, title: 'Kente cloth' })).toEqual({
      kind: 'add-to-cart',
      listingId: 7,
      quantity: 3,
      title: 'Kente cloth',
    });
  });

  it('ignores anything else: no state, another kind, a quantity or an id that is not a whole positive number', () => {
    for (const value of [
      null,
      undefined,
      'add-to-cart',
      { kind: 'delete-account', listingId: 7, quantity: 1, title: 'x' },
      { kind: 'add-to-cart', listingId: 7, quantity: 0, title: 'x' },
      { kind: 'add-to-cart', listingId: 7, quantity: 1.5, title: 'x' },
      { kind: 'add-to-cart', listingId: '7', quantity: 1, title: 'x' },
      { kind: 'add-to-cart', listingId: 7, quantity: 1 },
    ]) {
      expect(afterSignInOf(value)).toBeNull();
    }
  });
});
