import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@dwa/shared/commerce';
import { http } from './http';

// GET /api/v1/cart: the signed-in person's cart, kept on the server. One query for the header's
// badge (hooks/use-cart-count), the shop's Add to Cart and the cart and checkout pages; every cart
// call answers the whole cart, which lands here. Keyed by the token like every private answer.

export const cartKeys = {
  all: ['cart'] as const,
  mine: (viewer: string) => [...cartKeys.all, viewer] as const,
};

export function getCart(signal?: AbortSignal): Promise<Cart> {
  return http.get<Cart>('/api/v1/cart', { signal });
}

export type AddToCartInput = { listing_id: number; quantity: number };

/**
 * POST /api/v1/cart/items {listing_id, quantity}: adds to what the cart holds already and answers
 * the whole cart. 403 for one's own listing; 409 'Out of stock', 'Only N left in stock.' or a
 * listing no longer for sale. (The shop's Add to Cart, and the sign-in page finishing one.)
 */
export function addToCart(input: AddToCartInput): Promise<Cart> {
  return http.post<Cart>('/api/v1/cart/items', input);
}

export function cartQueryOptions(viewer: string) {
  return queryOptions({ queryKey: cartKeys.mine(viewer), queryFn: ({ signal }) => getCart(signal), staleTime: 30_000 });
}

/**
 * A cart answer (of any cart call) becomes what every page shows. A read of the cart still on its way
 * (the header's, asked for the moment someone signed in) may carry the cart from before this change:
 * it is called off first, so it cannot land over the newer answer.
 */
export async function storeCart(queryClient: QueryClient, viewer: string, cart: Cart): Promise<void> {
  await queryClient.cancelQueries({ queryKey: cartKeys.mine(viewer), exact: true });
  queryClient.setQueryData(cartKeys.mine(viewer), cart);
}

/** Units in the cart, lines that cannot be bought now included: the header badge's number. */
export function cartUnits(cart: Cart): number {
  return cart.sellers.reduce((sum, group) => sum + group.items.reduce((units, item) => units + item.quantity, 0), 0);
}

/** How many of a listing the cart holds already. */
export function quantityInCart(cart: Cart | undefined, listingId: number): number {
  for (const group of cart?.sellers ?? []) {
    const line = group.items.find((item) => item.listing_id === listingId);
    if (line) return line.quantity;
  }
  return 0;
}
