import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { SavedListingsPage } from '@dwa/shared/listings';
import { http } from '../../../lib/http';
import { wishlistKeys } from './query-keys';

// POST /api/v1/wishlist {listing_id} and DELETE /api/v1/wishlist/{listing_id}: both idempotent.

export type WishlistAnswer = { listing_id: number; in_wishlist: boolean };

export function saveToWishlist(listingId: number, save: boolean): Promise<WishlistAnswer> {
  return save
    ? http.post<WishlistAnswer>('/api/v1/wishlist', { listing_id: listingId })
    : http.delete<WishlistAnswer>(`/api/v1/wishlist/${listingId}`);
}

const wishlistPrefix = wishlistKeys.all;

export function useSaveToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, save }: { listingId: number; save: boolean }) => saveToWishlist(listingId, save),
    onSuccess: (answer) => {
      if (!answer.in_wishlist) {
        // Gone from the page at once; the refetch below confirms it.
        queryClient.setQueriesData<InfiniteData<SavedListingsPage>>({ queryKey: wishlistPrefix }, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => {
                  const results = page.results.filter((listing) => listing.id !== answer.listing_id);
                  return { ...page, results, total: page.total - (page.results.length - results.length) };
                }),
              }
            : data,
        );
      }
      return queryClient.invalidateQueries({ queryKey: wishlistPrefix });
    },
  });
}
