import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutMethod } from '@dwa/shared/payouts';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { payoutKeys } from './query-keys';

// GET /api/v1/payouts/method: where my payouts go (null until set).

export function getPayoutMethod(signal?: AbortSignal): Promise<{ method: PayoutMethod | null }> {
  return http.get<{ method: PayoutMethod | null }>('/api/v1/payouts/method', { signal });
}

export function payoutMethodQueryOptions(viewer: string) {
  return queryOptions({ queryKey: payoutKeys.method(viewer), queryFn: ({ signal }) => getPayoutMethod(signal) });
}

export function usePayoutMethod() {
  return useQuery(payoutMethodQueryOptions(useViewerKey()));
}
