import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Listing, MyListings } from '@dwa/shared/listings';
import { http } from '../../../lib/http';
import { listingKeys } from './get-listing';
import { BROWSE_QUERY_PREFIX } from '../../../lib/cache-keys';

// PATCH /api/v1/classifieds/{id}/status {status}: the owner's activate/deactivate toggle (409 when
// the server's state machine refuses, e.g. a listing held by a moderator).

export function updateListingStatus({ id, status }: { id: number; status: 'active' | 'inactive' }): Promise<Listing> {
  return http.patch<Listing>(`/api/v1/classifieds/${id}/status`, { status });
}

export function useUpdateListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListingStatus,
    onSuccess: (listing) => {
      queryClient.setQueryData<MyListings>(listingKeys.mine(), (old) =>
        old ? { ...old, results: old.results.map((item) => (item.id === listing.id ? listing : item)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: listingKeys.details() });
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
    },
  });
}
