import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/commission-rates: the default percent and the categories' own rates.
// PUT /api/v1/admin/commission-rates/{category} {percent | null}: a category's own rate (0 to 50, 2
// decimals), or null to go back to the default; audit-logged; answers the rates again.

export type CommissionRates = { default_percent: number; rates: { category: string; percent: number; updated_at: string }[] };

export const commissionKeys = { all: adminKeys.section('commission') };

export const getCommissionRates = (signal?: AbortSignal) => http.get<CommissionRates>('/api/v1/admin/commission-rates', { signal });

export function useCommissionRates() {
  return useQuery({ queryKey: commissionKeys.all, queryFn: ({ signal }) => getCommissionRates(signal) });
}

export function useSetCommissionRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, percent }: { category: string; percent: number | null }) =>
      http.put<CommissionRates>(`/api/v1/admin/commission-rates/${encodeURIComponent(category)}`, { percent }),
    onSuccess: (rates) => queryClient.setQueryData(commissionKeys.all, rates),
    onError: () => queryClient.invalidateQueries({ queryKey: commissionKeys.all }),
  });
}
