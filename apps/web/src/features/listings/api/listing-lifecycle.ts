import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingBuyer, SimilarListings } from '@dwa/shared/listings-expiry';
import type { Listing, MyListings } from '@dwa/shared/listings';
import { http } from '../../../lib/http';
import { listingKeys } from './get-listing';
import { BROWSE_QUERY_PREFIX } from '../../../lib/cache-keys';

// Ads that expire and renew, and 'Mark as sold' (ADR 066): POST /classifieds/{id}/renew, /repost
// and /sold, GET /classifieds/{id}/buyers (who may be named as the buyer) and /similar (the 'no
// longer available' page).

const renew = (id: number) => http.post<Listing>(`/api/v1/classifieds/${id}/renew`);
const repost = (id: number) => http.post<Listing>(`/api/v1/classifieds/${id}/repost`);
const markSold = ({ id, buyerId }: { id: number; buyerId: number | null }) =>
  http.post<Listing>(`/api/v1/classifieds/${id}/sold`, { buyer_id: buyerId });

/** The owner's list shows the changed listing (or the new copy first) at once; every other read refreshes. */
function useLifecycleMutation<V>(mutationFn: (variables: V) => Promise<Listing>, added = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (listing) => {
      queryClient.setQueryData<MyListings>(listingKeys.mine(), (old) =>
        old
          ? added
            ? { ...old, results: [listing, ...old.results], total: old.total + 1 }
            : { ...old, results: old.results.map((item) => (item.id === listing.id ? listing : item)) }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: listingKeys.details() });
      void queryClient.invalidateQueries({ queryKey: BROWSE_QUERY_PREFIX });
    },
  });
}

export const useRenewListing = () => useLifecycleMutation(renew);
export const useRepostListing = () => useLifecycleMutation(repost, true);
export const useMarkSold = () => useLifecycleMutation(markSold);

export function useListingBuyers(id: number | null) {
  return useQuery({
    queryKey: [...listingKeys.all, 'buyers', id],
    queryFn: ({ signal }) => http.get<{ results: ListingBuyer[] }>(`/api/v1/classifieds/${id}/buyers`, { signal }),
    enabled: id !== null,
  });
}

export function similarListingsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...listingKeys.all, 'similar', id],
    queryFn: ({ signal }) => http.get<SimilarListings>(`/api/v1/classifieds/${encodeURIComponent(id)}/similar`, { signal }),
    enabled: /^\d+$/.test(id),
  });
}

export const useSimilarListings = (id: string) => useQuery(similarListingsQueryOptions(id));
