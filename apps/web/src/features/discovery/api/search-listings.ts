import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListingSearchPage, SearchParams } from '@dwa/shared/search';
import { useViewerKey } from '../../../hooks/use-session';
import type { ViewerKey } from '../../../hooks/use-session';
import { http } from '../../../lib/http';
import { toQueryString } from '../lib/explore-filters';
import { classifiedsKeys } from './query-keys';

// GET /api/v1/classifieds/: active listings, searched, filtered, sorted and paged by the server
// (keyset pages: each answer's next_cursor asks for the following one).

export function searchListings(params: SearchParams, signal?: AbortSignal): Promise<ListingSearchPage> {
  const query = toQueryString(params);
  return http.get<ListingSearchPage>(`/api/v1/classifieds/${query ? `?${query}` : ''}`, { signal });
}

/**
 * The Explore page: pages of 24, one after the other. The server renders them as a visitor; after
 * hydration a signed-in person's own answer (their cards, their flags) replaces that one.
 */
export function listingsInfiniteQueryOptions(params: SearchParams, viewer: ViewerKey) {
  return infiniteQueryOptions({
    queryKey: classifiedsKeys.search(params, viewer),
    queryFn: ({ pageParam, signal }) => searchListings(pageParam ? { ...params, cursor: pageParam } : params, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

export function useListingsSearch(params: SearchParams) {
  // Typing a search keeps the current results on screen (dimmed) until the new ones arrive.
  const viewer = useViewerKey();
  return useInfiniteQuery({ ...listingsInfiniteQueryOptions(params, viewer), placeholderData: keepPreviousData });
}

/** One page only: Recent Ads and Recommended Products on the classifieds home. */
export function listingsPageQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: classifiedsKeys.page(params),
    queryFn: ({ signal }) => searchListings(params, signal),
  });
}

export function useListingsPage(params: SearchParams) {
  return useQuery(listingsPageQueryOptions(params));
}
