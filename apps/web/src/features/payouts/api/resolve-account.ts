import { useMutation } from '@tanstack/react-query';
import type { PayoutDestinationInput } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';

// POST /api/v1/payouts/method/resolve: the name the network or bank knows the account by, shown to
// confirm before saving; 422 'We could not find that account...' for an unknown one.

export function resolveAccount(destination: PayoutDestinationInput): Promise<{ account_name: string }> {
  return http.post<{ account_name: string }>('/api/v1/payouts/method/resolve', destination);
}

export function useResolveAccount() {
  return useMutation({ mutationFn: resolveAccount });
}
