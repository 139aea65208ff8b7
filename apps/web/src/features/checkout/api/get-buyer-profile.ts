import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateProfile } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { checkoutKeys } from './query-keys';

// GET /api/v1/users/me: the buyer's name, phone and address, to fill in the checkout's recipient.

export function getBuyerProfile(signal?: AbortSignal): Promise<PrivateProfile> {
  return http.get<PrivateProfile>('/api/v1/users/me', { signal });
}

export function useBuyerProfile() {
  const viewer = useViewerKey();
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.profile(viewer),
      queryFn: ({ signal }) => getBuyerProfile(signal),
      staleTime: 5 * 60_000,
      retry: 1,
    }),
  );
}
