import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutAnswer, MomoNetwork } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { checkoutKeys } from './query-keys';

// POST /api/v1/payments/{id}/retry {momo_network?, momo_number?}: a new prompt for the orders still To
// Pay after a declined or lapsed one (retrying the same attempt again answers the same new one).
// 409 'This payment is still waiting for approval on the phone.' or 'These orders have nothing left to pay.'

export type PaymentRetry = { paymentId: number; momo_network?: MomoNetwork; momo_number?: string };

export function retryPayment({ paymentId, ...body }: PaymentRetry): Promise<CheckoutAnswer> {
  return http.post<CheckoutAnswer>(`/api/v1/payments/${paymentId}/retry`, body);
}

export function useRetryPayment() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: retryPayment,
    onSuccess: (answer) => {
      if (answer.payment) queryClient.setQueryData(checkoutKeys.payment(viewer, answer.payment.id), answer.payment);
    },
  });
}
