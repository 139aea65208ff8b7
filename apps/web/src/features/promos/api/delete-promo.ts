import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { promoKeys } from './query-keys';

// DELETE /api/v1/promos/{id} (204): the code stops working; its past uses stay on their orders.

export function deletePromo(id: number): Promise<null> {
  return http.delete<null>(`/api/v1/promos/${id}`);
}

export function useDeletePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromo,
    // The list only: the page leaves the deleted promo's detail, which would answer 404 now.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promoKeys.lists() }),
  });
}
