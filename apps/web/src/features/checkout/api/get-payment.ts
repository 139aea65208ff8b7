import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@dwa/shared/commerce';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { checkoutKeys } from './query-keys';

// GET /api/v1/payments/{id}: a Mobile Money attempt (its payer only); the server checks a pending one
// with the provider first, and fails it once the prompt lapsed. The `payment` frames of the socket
// say when to read it again (hooks/use-payment-live); while it is pending it is also read every few
// seconds, in case the socket is down.

export const PAYMENT_POLL_MS = 3_000;

export function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  return http.get<Payment>(`/api/v1/payments/${id}`, { signal });
}

export function paymentQueryOptions(viewer: string, id: number) {
  return queryOptions({
    queryKey: checkoutKeys.payment(viewer, id),
    queryFn: ({ signal }) => getPayment(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

export function usePayment(id: number) {
  return useQuery(paymentQueryOptions(useViewerKey(), id));
}
