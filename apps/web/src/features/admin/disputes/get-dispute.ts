import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dispute, DisputeResolveInput } from '@dwa/shared/disputes';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';
import { disputesKeys } from './get-disputes';

// GET /api/v1/disputes/{id}: a dispute with both sides' messages (admins see every one).
// POST /api/v1/disputes/{id}/messages {body}: an admin's word to both sides; 409 once closed.
// POST /api/v1/admin/disputes/{id}/resolve {resolution, amount?, note}: refund all, refund part
// (cedis) and release the rest, or release all; audit-logged; 409 'This dispute is closed.'

export function getDispute(id: string, signal?: AbortSignal): Promise<Dispute> {
  return http.get<Dispute>(`/api/v1/disputes/${encodeURIComponent(id)}`, { signal });
}

export function useDispute(id: string) {
  return useQuery({ queryKey: disputesKeys.one(id), queryFn: ({ signal }) => getDispute(id, signal) });
}

function useSettle(id: string) {
  const queryClient = useQueryClient();
  return {
    onSuccess: (dispute: Dispute) => queryClient.setQueryData(disputesKeys.one(id), dispute),
    // The queue, and any ledger (a resolution moves money), are asked again.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputesKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.section('ledger') }),
      ]),
  };
}

export function useSendDisputeMessage(id: string) {
  return useMutation({
    mutationFn: (body: string) => http.post<Dispute>(`/api/v1/disputes/${encodeURIComponent(id)}/messages`, { body }),
    ...useSettle(id),
  });
}

export function useResolveDispute(id: string) {
  return useMutation({
    mutationFn: (input: DisputeResolveInput) => http.post<Dispute>(`/api/v1/admin/disputes/${encodeURIComponent(id)}/resolve`, input),
    ...useSettle(id),
  });
}
