import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, ReviewInput } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';
import { reviewKeys } from './query-keys';

// POST /api/v1/orders/{id}/review (a new review) or PUT (an edit, until the seller replies).

export function useSaveReview(orderId: number, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      editing ? http.put<Review>(`/api/v1/orders/${orderId}/review`, input) : http.post<Review>(`/api/v1/orders/${orderId}/review`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
