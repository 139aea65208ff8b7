import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@dwa/shared/admin';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// GET /api/v1/admin/overview: the counts of the console's front page (today and the last 7 days).

export function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  return http.get<AdminOverview>('/api/v1/admin/overview', { signal });
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: ({ signal }) => getOverview(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
