import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { storeCart } from '../../../lib/cart';
import { useViewerKey } from '../../../hooks/use-session';

// DELETE /api/v1/cart/items/{listing_id}: idempotent; answers the whole cart.

export function removeCartItem(listingId: number): Promise<Cart> {
  return http.delete<Cart>(`/api/v1/cart/items/${listingId}`);
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({ mutationFn: removeCartItem, onSuccess: (cart) => storeCart(queryClient, viewer, cart) });
}
