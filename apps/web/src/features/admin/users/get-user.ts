import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@dwa/shared/admin';
import { ApiError, http } from '../../../lib/http';
import { userKeys } from './user-keys';

// GET /api/v1/admin/users/:id: the account, its newest listings, reports against it, deliveries and sign-ins.

export function getUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return http.get<AdminUserDetail>(`/api/v1/admin/users/${encodeURIComponent(userId)}`, { signal });
}

export const userQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    staleTime: 15_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
  });

export function useUser(userId: string) {
  return useQuery(userQueryOptions(userId));
}
