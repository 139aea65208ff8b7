import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';

// The two application queues (sellers, couriers) read and decide the same way:
// GET /api/v1/admin/<queue>?limit=25&status=&cursor= (newest first, paged by `next_cursor`) and
// POST /api/v1/admin/<queue>/:id/<decision>. A decision reads the queue, the overview's counts and
// the audit log again, also when it is refused (409: someone else decided first).

export type ApplicationQueue = 'seller-applications' | 'courier-applications';

const keys = {
  all: (queue: ApplicationQueue) => adminKeys.section(queue),
  list: (queue: ApplicationQueue, status: string | undefined) => [...keys.all(queue), status ?? 'all'] as const,
};

export const applicationPath = (queue: ApplicationQueue, id: number, decision: string) => `/api/v1/admin/${queue}/${id}/${decision}`;

function getApplications<Page>(
  queue: ApplicationQueue,
  status: string | undefined,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page> {
  const query = new URLSearchParams({ limit: '25' });
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return http.get<Page>(`/api/v1/admin/${queue}?${query.toString()}`, { signal });
}

/** One queue's pages, `status` undefined for every status. */
export function useApplications<Page extends { next_cursor: string | null }>(queue: ApplicationQueue, status: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: keys.list(queue, status),
      queryFn: ({ pageParam, signal }) => getApplications<Page>(queue, status, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
      staleTime: 15_000,
    }),
  );
}

/** A decision on one queue's application, sent by `decide`. */
export function useDecideApplication<Input, Answer>(queue: ApplicationQueue, decide: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: keys.all(queue) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.section('audit') });
    },
  });
}
