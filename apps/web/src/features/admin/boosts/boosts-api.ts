import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Boost, BoostKind, BoostList, BoostPrices } from '@dwa/shared/boosts';
import { parseTypedCedis, pesewasToCedis } from '@dwa/shared/money';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// Paid boosts in the console (ADR 072):
// GET  /api/v1/boosts/prices                 the price of each kind and duration
// PUT  /api/v1/admin/boosts/prices {prices}  set some (audited); answers them all
// GET  /api/v1/admin/boosts                  the latest 100 boosts
// POST /api/v1/admin/boosts/{id}/refund      refund a paid boost (provider refund, ledger reversal; audited)

const boostKeys = { prices: adminKeys.section('boost-prices'), list: adminKeys.section('boosts') };

export function useAdminBoostPrices() {
  return useQuery({ queryKey: boostKeys.prices, queryFn: ({ signal }) => http.get<BoostPrices>('/api/v1/boosts/prices', { signal }) });
}

export function useSetBoostPrices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prices: { kind: BoostKind; days: 7 | 30; amount: number }[]) =>
      http.put<BoostPrices>('/api/v1/admin/boosts/prices', { prices }),
    onSuccess: (prices) => queryClient.setQueryData(boostKeys.prices, prices),
  });
}

export function useAdminBoosts() {
  return useQuery({ queryKey: boostKeys.list, queryFn: ({ signal }) => http.get<BoostList>('/api/v1/admin/boosts', { signal }) });
}

export function useRefundBoost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<Boost>(`/api/v1/admin/boosts/${id}/refund`),
    onSuccess: (boost) =>
      queryClient.setQueryData<BoostList>(boostKeys.list, (list) =>
        list ? { results: list.results.map((item) => (item.id === boost.id ? boost : item)) } : list,
      ),
  });
}

/** A price an admin typed: cedis above 0, at most 10,000, whole pesewas; null when it is not one. */
export function readPrice(text: string): number | null {
  const pesewas = parseTypedCedis(text);
  return pesewas === null || pesewas <= 0 || pesewas > 1_000_000 ? null : pesewasToCedis(pesewas);
}
