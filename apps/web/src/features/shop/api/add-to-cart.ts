import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { storeCart } from '../../../lib/cart';
import { useViewerKey } from '../../../hooks/use-session';

// POST /api/v1/cart/items {listing_id, quantity}: adds to what the cart holds already and answers
// the whole cart (the header's badge follows). 403 for one's own listing; 409 'Out of stock',
// 'Only N left in stock.' or a listing no longer for sale.

export type AddToCartInput = { listing_id: number; quantity: number };

export function addToCart(input: AddToCartInput): Promise<Cart> {
  return http.post<Cart>('/api/v1/cart/items', input);
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({ mutationFn: addToCart, onSuccess: (cart) => storeCart(queryClient, viewer, cart) });
}
