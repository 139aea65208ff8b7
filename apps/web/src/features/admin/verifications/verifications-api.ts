import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IdDecisionInput, IdVerification, IdVerificationAdmin } from '@dwa/shared/verification';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/verifications?status=: the identity checks by state (pending: oldest first);
// POST /api/v1/admin/verifications/{id}/decision: approve, or reject with a reason (audit-logged).

export type IdCheckStatus = 'pending' | 'verified' | 'rejected';
const key = (status: IdCheckStatus) => [...adminKeys.section('verifications'), status] as const;

export function idChecksQueryOptions(status: IdCheckStatus) {
  return queryOptions({
    queryKey: key(status),
    queryFn: ({ signal }) => http.get<{ results: IdVerificationAdmin[] }>(`/api/v1/admin/verifications?status=${status}`, { signal }),
  });
}

export const useIdChecks = (status: IdCheckStatus) => useQuery(idChecksQueryOptions(status));

export function useDecideIdCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: IdDecisionInput & { id: number }) =>
      http.post<IdVerification>(`/api/v1/admin/verifications/${id}/decision`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.section('verifications') }),
  });
}
