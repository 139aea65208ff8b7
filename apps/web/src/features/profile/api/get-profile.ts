import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { PrivateProfile } from '@dwa/shared/accounts';
import { http } from '../../../lib/http';
import { getAuthToken, subscribeAuth } from '../../../lib/storage';

// GET /api/v1/users/me with every private field, for the edit form. Keyed by token so one person's
// profile never shows for the next one on a shared phone.

export type Profile = PrivateProfile;

export const profileQueryKey = ['profile', 'me'] as const;

export function profileQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...profileQueryKey, token],
    queryFn: () => http.get<Profile>('/api/v1/users/me'),
    enabled: Boolean(token),
    staleTime: 30_000,
  });
}

export function useProfile() {
  const token = useSyncExternalStore(subscribeAuth, getAuthToken, () => null);
  return { token, query: useQuery(profileQueryOptions(token)) };
}
