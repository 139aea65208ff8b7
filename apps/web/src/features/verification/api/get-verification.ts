import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IdVerification } from '@dwa/shared/verification';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';

// GET /api/v1/verification: my identity check (none, pending, verified, rejected). While it is
// pending the page asks again every few seconds: the provider answers in the background.

export const verificationKeys = { mine: (viewer: string) => ['verification', viewer] as const };

export function verificationQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: verificationKeys.mine(viewer),
    queryFn: ({ signal }) => http.get<IdVerification>('/api/v1/verification', { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3000 : false),
  });
}

export function useVerification() {
  return useQuery(verificationQueryOptions(useViewerKey()));
}
