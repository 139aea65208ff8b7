import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminUsersPage } from '@dwa/shared/admin';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';
import { usersApiQuery } from './users-search';
import type { UsersFilters } from './users-search';

// GET /api/v1/admin/users?q=&user_type=&active=&cursor=: newest first, a cursor per page.

export function getUsers(filters: UsersFilters, cursor: string | null, signal?: AbortSignal): Promise<AdminUsersPage> {
  return http.get<AdminUsersPage>(`/api/v1/admin/users?${usersApiQuery(filters, cursor)}`, { signal });
}

export const usersQueryOptions = (filters: UsersFilters) =>
  infiniteQueryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getUsers(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 15_000,
  });

export function useUsers(filters: UsersFilters) {
  return useInfiniteQuery(usersQueryOptions(filters));
}
