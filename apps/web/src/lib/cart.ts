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

export function cartQueryOptions(viewer: string) {
  return queryOptions({ queryKey: cartKeys.mine(viewer), queryFn: ({ signal }) => getCart(signal), staleTime: 30_000 });
}

/** A cart answer (of any cart call) becomes what every page shows. */
export function storeCart(queryClient: QueryClient, viewer: string, cart: Cart): void {
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
