import { useMutation } from '@tanstack/react-query';
import type { ReviewReport, ReviewReportInput } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';

// POST /api/v1/reviews/{id}/report: anyone signed in but the author reports a review, once (ADR 074).

export function useReportReview() {
  return useMutation({
    mutationFn: ({ reviewId, ...input }: ReviewReportInput & { reviewId: number }) =>
      http.post<ReviewReport>(`/api/v1/reviews/${reviewId}/report`, input),
  });
}
