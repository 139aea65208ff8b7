import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@dwa/shared/audit';
import { http } from '../../../lib/http';
import { adminKeys } from '../api/admin-keys';
import { setFilters } from './audit-filters';
import type { AuditFilters } from './audit-filters';

// GET /api/v1/admin/audit?action=&actor_id=&target_type=&target_id=&from=&to=&cursor=: newest first.

export function getAudit(filters: AuditFilters, cursor: string | null, signal?: AbortSignal): Promise<AuditPage> {
  const query = new URLSearchParams({ ...setFilters(filters), limit: '50' });
  if (cursor) query.set('cursor', cursor);
  return http.get<AuditPage>(`/api/v1/admin/audit?${query.toString()}`, { signal });
}

export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...adminKeys.section('audit'), filters],
      queryFn: ({ pageParam, signal }) => getAudit(filters, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
      staleTime: 10_000,
    }),
  );
}
