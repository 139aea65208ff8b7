import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import type { ReportedListingPage } from '../types';
import { moderationKeys } from './query-keys';

// GET /api/v1/admin/reported-listings?status=: reports grouped by listing, every report of each.

export const REPORTED_PAGE_SIZE = 20;
export type ReportStatus = 'open' | 'resolved';

export function getReportedListings(
  status: ReportStatus,
  options: { cursor?: string; signal?: AbortSignal },
): Promise<ReportedListingPage> {
  const query = new URLSearchParams({ status, limit: String(REPORTED_PAGE_SIZE) });
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<ReportedListingPage>(`/api/v1/admin/reported-listings?${query}`, { signal: options.signal });
}

export function reportedListingsQueryOptions(viewer: string, status: ReportStatus) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.reported(viewer, status),
    queryFn: ({ pageParam, signal }) => getReportedListings(status, { cursor: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useReportedListings(status: ReportStatus) {
  return useInfiniteQuery(reportedListingsQueryOptions(useViewerKey(), status));
}
