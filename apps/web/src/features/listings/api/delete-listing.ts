import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyListings } from '@dwa/shared/listings';
import { http } from '../../../lib/http';
import { listingKeys } from './get-listing';
import { BROWSE_QUERY_PREFIX } from '../../../lib/cache-keys';

// DELETE /api/v1/classifieds/{id}: 204; the listing and its photos are gone.

export function deleteListing(id: number): Promise<void> {
  return http.delete<void>(`/api/v1/classifieds/${id}`);
}

export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<MyListings>(listingKeys.mine(), (old) =>
        old ? { results: old.results.filter((item) => item.id !== id), total: Math.max(0, old.total - 1) } : old,
      );
      queryClient.removeQueries({ queryKey: [...listingKeys.details(), String(id)] });
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
    },
  });
}
