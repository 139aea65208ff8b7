import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToCart, storeCart } from '../../../lib/cart';
import { useViewerKey } from '../../../hooks/use-session';

// POST /api/v1/cart/items (lib/cart's addToCart): the answer is the whole cart, which every page
// shows at once (the header's badge follows).

export function useAddToCart() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({ mutationFn: addToCart, onSuccess: (cart) => storeCart(queryClient, viewer, cart) });
}
