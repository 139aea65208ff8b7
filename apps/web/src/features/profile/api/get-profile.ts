import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrivateProfile } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { PROFILE_QUERY_PREFIX } from '../../../lib/cache-keys';
import { useAuthToken } from '../../../hooks/use-session';

// GET /api/v1/users/me with every private field, for the edit form. Keyed by token so one person's
// profile never shows for the next one on a shared phone.

export type Profile = PrivateProfile;

export const profileQueryKey = [...PROFILE_QUERY_PREFIX, 'me'] as const;

export function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...profileQueryKey, token],
    queryFn: () => http.get<Profile>('/api/v1/users/me'),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}

export function useProfile() {
  const token = useAuthToken();
  return { token, query: useQuery(profileQueryOptions(token)) };
}
