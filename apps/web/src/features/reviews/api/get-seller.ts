import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListingSearchPage } from '@dwa/shared/search';
import type { ReviewSort, SellerPage, SellerReviewsPage } from '@dwa/shared/reviews';
import { http } from '../../../lib/http';
import { reviewKeys } from './query-keys';

// The public seller page: GET /api/v1/sellers/{id} (profile, score), /sellers/{id}/reviews (10 a
// page, newest or lowest first) and the seller's active listings (GET /api/v1/classifieds/?seller_id).

/** A seller page's address part as an id: 0 (no such seller) unless it is all digits. */
export const sellerIdOf = (id: string): number => (/^\d{1,10}$/.test(id) ? Number(id) : 0);

export function useSeller(sellerId: number) {
  return useQuery({
    queryKey: reviewKeys.seller(sellerId),
    queryFn: ({ signal }) => http.get<SellerPage>(`/api/v1/sellers/${sellerId}`, { signal }),
  });
}

export function useSellerReviews(sellerId: number, sort: ReviewSort) {
  return useInfiniteQuery({
    queryKey: reviewKeys.sellerReviews(sellerId, sort),
    queryFn: ({ pageParam, signal }) =>
      http.get<SellerReviewsPage>(`/api/v1/sellers/${sellerId}/reviews?sort=${sort}&page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
  });
}

export function useSellerListings(sellerId: number) {
  return useQuery({
    queryKey: reviewKeys.sellerListings(sellerId),
    queryFn: ({ signal }) => http.get<ListingSearchPage>(`/api/v1/classifieds/?seller_id=${sellerId}&limit=12`, { signal }),
  });
}
