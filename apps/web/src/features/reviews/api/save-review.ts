import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';
import { reviewPath, type ReviewSubject } from './get-review';
import { reviewKeys } from './query-keys';

// POST .../review (a new review) or PUT (an edit, until the seller replies), of an order or a deal.

export function useSaveReview(subject: ReviewSubject, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      editing ? http.put<Review>(reviewPath(subject), input) : http.post<Review>(reviewPath(subject), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
