import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { payoutKeys } from './query-keys';

// GET /api/v1/payouts/banks: the banks a payout can go to (asked for once the bank form shows).

export type Bank = { code: string; name: string };

export function getBanks(signal?: AbortSignal): Promise<{ results: Bank[] }> {
  return http.get<{ results: Bank[] }>('/api/v1/payouts/banks', { signal });
}

export function useBanks(enabled: boolean) {
  return useQuery({ queryKey: payoutKeys.banks(), queryFn: ({ signal }) => getBanks(signal), enabled, staleTime: 60 * 60_000 });
}
