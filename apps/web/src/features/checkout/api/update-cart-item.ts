import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { storeCart } from '../../../lib/cart';
import { useViewerKey } from '../../../hooks/use-session';

// PATCH /api/v1/cart/items/{listing_id} {quantity}: answers the whole cart. 409 'Only N left in
// stock.' or 'Out of stock' when the stock ran short meanwhile.

export type CartQuantityChange = { listingId: number; quantity: number };

export function updateCartItem({ listingId, quantity }: CartQuantityChange): Promise<Cart> {
  return http.patch<Cart>(`/api/v1/cart/items/${listingId}`, { quantity });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({ mutationFn: updateCartItem, onSuccess: (cart) => storeCart(queryClient, viewer, cart) });
}
