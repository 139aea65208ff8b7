import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutAnswer, CheckoutFormValues, CheckoutInput } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { cartKeys } from '../../../lib/cart';
import { BROWSE_QUERY_PREFIX, LISTING_QUERY_PREFIX } from '../../../lib/cache-keys';
import { checkoutBody } from '../lib/checkout-body';
import { answerUnknown } from '../lib/checkout-errors';
import { createIdempotencyKeys } from '../../../lib/idempotency';

// POST /api/v1/orders/checkout with an Idempotency-Key: one order per seller of the cart, in one
// transaction. 201 placed; 200 the same key again (the orders it made, never a second set); 409 when
// the stock ran out or the cart changed; 422 field errors.

export function placeOrder(body: CheckoutFormValues, idempotencyKey: string): Promise<CheckoutAnswer> {
  return http.post<CheckoutAnswer>('/api/v1/orders/checkout', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/**
 * Place order, sent again with the same key when no answer came (lib/idempotency), so a retry
 * after a dropped connection, or a double tap, never places the orders twice.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const keys = useRef(createIdempotencyKeys()).current;
  return useMutation({
    mutationFn: (input: CheckoutInput) => {
      const body = checkoutBody(input);
      return placeOrder(body, keys.keyFor(body));
    },
    onSuccess: () => {
      keys.answered();
      // The stock it took shows in the shop and on the listings' pages.
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
      void queryClient.invalidateQueries({ queryKey: LISTING_QUERY_PREFIX });
    },
    onError: (error) => {
      if (!answerUnknown(error)) keys.answered();
    },
    // Placed or refused, the cart on the server changed (emptied, or its stock read again).
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
