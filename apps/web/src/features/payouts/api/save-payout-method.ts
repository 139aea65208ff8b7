import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutMethod, PayoutMethodInput } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';
import { payoutKeys } from './query-keys';

// PUT /api/v1/payouts/method: saves where payouts go, with the password again; a change holds
// payouts for 24 hours (payouts_held_until says until when).

export function savePayoutMethod(input: PayoutMethodInput): Promise<{ method: PayoutMethod }> {
  return http.put<{ method: PayoutMethod }>('/api/v1/payouts/method', input);
}

export function useSavePayoutMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutMethod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
