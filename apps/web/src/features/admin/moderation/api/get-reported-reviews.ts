import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReportedReviewsPage } from '@dwa/shared/reviews';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import type { ReportStatus } from './get-reported-listings';
import { moderationKeys } from './query-keys';

// GET /api/v1/admin/reported-reviews?status=: reports of reviews grouped by review (ADR 074).

export const REPORTED_REVIEWS_PAGE_SIZE = 20;

export function getReportedReviews(status: ReportStatus, options: { cursor?: string; signal?: AbortSignal }): Promise<ReportedReviewsPage> {
  const query = new URLSearchParams({ status, limit: String(REPORTED_REVIEWS_PAGE_SIZE) });
  if (options.cursor) query.set('cursor', options.cursor);
  return http.get<ReportedReviewsPage>(`/api/v1/admin/reported-reviews?${query}`, { signal: options.signal });
}

export function useReportedReviews(status: ReportStatus) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: moderationKeys.reviews(useViewerKey(), status),
      queryFn: ({ pageParam, signal }) => getReportedReviews(status, { cursor: pageParam || undefined, signal }),
      initialPageParam: '',
      getNextPageParam: (last) => last.next_cursor ?? undefined,
    }),
  );
}
