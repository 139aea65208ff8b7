import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/reconciliation?resolved=&limit=: what the daily reconciliation found differing
// between the ledger and the provider's record (charges, refunds, transfers), newest first.
// POST /api/v1/admin/reconciliation/{id}/resolve {note}: marks one settled (audit-logged), 204.

export type ReconciliationIssue = {
  id: number;
  day: string;
  kind: 'missing_in_ledger' | 'missing_at_provider' | 'amount_differs';
  what: 'charge' | 'refund' | 'transfer';
  reference: string;
  ledger_amount: number | null;
  provider_amount: number | null;
  resolved_at: string | null;
  created_at: string;
};

export const RECONCILIATION_LIMIT = 100;

export const reconciliationKeys = {
  all: adminKeys.section('reconciliation'),
  list: (resolved: boolean) => [...reconciliationKeys.all, resolved] as const,
};

export function getReconciliation(resolved: boolean, signal?: AbortSignal) {
  return http.get<{ results: ReconciliationIssue[] }>(
    `/api/v1/admin/reconciliation?resolved=${String(resolved)}&limit=${RECONCILIATION_LIMIT}`,
    { signal },
  );
}

export function useReconciliation(resolved: boolean) {
  return useQuery({ queryKey: reconciliationKeys.list(resolved), queryFn: ({ signal }) => getReconciliation(resolved, signal) });
}

export function useResolveIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => http.post<void>(`/api/v1/admin/reconciliation/${id}/resolve`, { note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
  });
}
