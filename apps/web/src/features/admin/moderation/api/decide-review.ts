import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { ReportedReviewsPage, ReviewModeration, ReviewModerationAction } from '@dwa/shared/reviews';
import { http } from '../../../../lib/http';
import { useViewerKey } from '../../../../hooks/use-session';
import { removeFromPages } from '../lib/remove-from-pages';
import { moderationKeys } from './query-keys';

// PATCH /api/v1/admin/reviews/{id} {action, reason}: hide (with the reason its author is told),
// restore, or dismiss the open reports (ADR 074). The decided review leaves the open queue at once.

export type ReviewDecision = { reviewId: number; action: ReviewModerationAction; reason?: string };

export function decideReview({ reviewId, action, reason }: ReviewDecision): Promise<ReviewModeration> {
  return http.patch<ReviewModeration>(`/api/v1/admin/reviews/${reviewId}`, reason ? { action, reason } : { action });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: (_answer, { reviewId }) => {
      queryClient.setQueryData<InfiniteData<ReportedReviewsPage>>(moderationKeys.reviews(viewer, 'open'), (data) =>
        removeFromPages(data, (item) => item.review.id === reviewId),
      );
      void queryClient.invalidateQueries({ queryKey: moderationKeys.reviews(viewer, 'resolved') });
      // The public seller pages and scores read the reviews again.
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
    },
  });
}
