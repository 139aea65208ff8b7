import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingSearchPage } from '@dwa/shared/search';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { shopKeys } from './query-keys';

// GET /api/v1/classifieds/?buy_now=true: the shop's products (listings offered with Buy Now, sold
// out ones included), newest first, in keyset pages: each answer's next_cursor asks for the next.

export const PRODUCTS_PAGE_SIZE = 24;

export function getProducts(category: string, cursor: string, signal?: AbortSignal): Promise<ListingSearchPage> {
  const query = new URLSearchParams({ buy_now: 'true', limit: String(PRODUCTS_PAGE_SIZE) });
  if (category) query.set('category', category);
  if (cursor) query.set('cursor', cursor);
  return http.get<ListingSearchPage>(`/api/v1/classifieds/?${query}`, { signal });
}

/** The viewer is in the key: a listing of one's own says so (is_owner) instead of Add to Cart. */
export function productsQueryOptions(viewer: string, category: string) {
  return infiniteQueryOptions({
    queryKey: shopKeys.products(viewer, category),
    queryFn: ({ pageParam, signal }) => getProducts(category, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** '' for every category. Another chip keeps the current products on screen until its own arrive. */
export function useProducts(category: string) {
  return useInfiniteQuery({ ...productsQueryOptions(useViewerKey(), category), placeholderData: keepPreviousData });
}
