import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';
import { reviewKeys } from './query-keys';

// POST /api/v1/reviews/{id}/reply: the reviewed seller replies once, publicly.

export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reply }: { reviewId: number; reply: string }) =>
      http.post<Review>(`/api/v1/reviews/${reviewId}/reply`, { reply }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
