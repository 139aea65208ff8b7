import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payout } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';
import { payoutsKeys } from './get-payouts';

// POST /api/v1/admin/payouts/{id}/hold {reason}: a payout not yet sent waits (audit-logged); 409
// 'Only a payout that has not been sent can be held.' once it has gone.
// POST /api/v1/admin/payouts/{id}/release: a held payout is sent now (audit-logged); 409 'This payout is not held.'

export function holdPayout({ id, reason }: { id: number; reason: string }): Promise<Payout> {
  return http.post<Payout>(`/api/v1/admin/payouts/${id}/hold`, { reason });
}

export function releasePayout(id: number): Promise<Payout> {
  return http.post<Payout>(`/api/v1/admin/payouts/${id}/release`);
}

function useAfter() {
  const queryClient = useQueryClient();
  // Refused or not, the payouts (and a person's ledger) are asked again: a refusal means they changed.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: payoutsKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminKeys.section('ledger') }),
    ]);
}

export function useHoldPayout() {
  const after = useAfter();
  return useMutation({ mutationFn: holdPayout, onSettled: after });
}

export function useReleasePayout() {
  const after = useAfter();
  return useMutation({ mutationFn: releasePayout, onSettled: after });
}
