import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AdminJobs } from '@dwa/shared/jobs';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';
import type { JobsFilters } from './jobs-filters';

// GET /api/v1/admin/jobs?state=&task=&cursor=&limit=: the counts by kind and state, and one state's
// jobs (of one kind), newest first, page after page.

export const JOBS_PAGE_SIZE = 25;

export const jobsKeys = {
  all: adminKeys.section('jobs'),
  list: (filters: JobsFilters) => [...jobsKeys.all, filters.state, filters.task] as const,
};

export function getJobs(filters: JobsFilters, cursor: string | null, signal?: AbortSignal): Promise<AdminJobs> {
  const query = new URLSearchParams({ state: filters.state, limit: String(JOBS_PAGE_SIZE) });
  if (filters.task) query.set('task', filters.task);
  if (cursor) query.set('cursor', cursor);
  return http.get<AdminJobs>(`/api/v1/admin/jobs?${query.toString()}`, { signal });
}

export function useJobs(filters: JobsFilters) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: jobsKeys.list(filters),
      queryFn: ({ pageParam, signal }) => getJobs(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
    }),
    // Another filter keeps the counts on screen while its jobs load (the page shows the list as loading).
    placeholderData: keepPreviousData,
  });
}
