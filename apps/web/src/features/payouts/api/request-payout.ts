import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout, PayoutRequest } from '@dwa/shared/payouts';
import { ApiError, http } from '../../../lib/http';
import { createIdempotencyKeys } from '../../../lib/idempotency';
import { payoutKeys } from './query-keys';

// POST /api/v1/payouts with an Idempotency-Key: a request sent again because no answer came (a
// dropped connection, a double tap) reuses its key, so the server answers the same payout rather
// than paying twice. 409 without a method, during the 24-hour hold, or with less available.

export function requestPayout(body: PayoutRequest, idempotencyKey: string): Promise<Payout> {
  return http.post<Payout>('/api/v1/payouts', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** No answer reached us (network, or the server failed midway): the same attempt may be sent again. */
const answerUnknown = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

export function useRequestPayout() {
  const queryClient = useQueryClient();
  const keys = useRef(createIdempotencyKeys()).current;
  return useMutation({
    mutationFn: (body: PayoutRequest) => requestPayout(body, keys.keyFor(body)),
    onSuccess: () => keys.answered(),
    onError: (error) => {
      if (!answerUnknown(error)) keys.answered();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
