import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@dwa/shared/commerce';
import { cartKeys, storeCart } from './cart';

// The header asks for the cart the moment someone signs in; the sign-in page then finishes their
// Add to Cart. The older read, answered after the add, must not land over the add's answer (the
// header then read 'Cart' with no count, under a toast saying it was added).

const cart = (quantity: number) => ({ sellers: quantity ? [{ items: [{ listing_id: 7, quantity }] }] : [] }) as unknown as Cart;

describe('storeCart', () => {
  it('keeps the newer answer over a read of the cart still on its way', async () => {
    const client = new QueryClient();
    let answer: (value: Cart) => void = () => {};
    const read = client
      .fetchQuery({ queryKey: cartKeys.mine('t'), queryFn: () => new Promise<Cart>((resolve) => (answer = resolve)) })
      .catch(() => null);
    await storeCart(client, 't', cart(1));
    answer(cart(0));
    await read;
    expect(client.getQueryData(cartKeys.mine('t'))).toEqual(cart(1));
  });

  it('stores the answer when nothing is on its way', async () => {
    const client = new QueryClient();
    await storeCart(client, 't', cart(2));
    expect(client.getQueryData(cartKeys.mine('t'))).toEqual(cart(2));
  });
});
