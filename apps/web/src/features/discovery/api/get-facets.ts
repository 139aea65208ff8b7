import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchFacets, SearchParams } from '@dwa/shared/search';
import { http } from '../../../lib/http';
import { toQueryString } from '../lib/explore-filters';
import { classifiedsKeys } from './query-keys';

// GET /api/v1/classifieds/facets: how many active listings each category, sub-category, region
// and condition holds under the other filters, for the Explore page's choices.

export function getFacets(params: SearchParams, signal?: AbortSignal): Promise<SearchFacets> {
  const query = toQueryString(params);
  return http.get<SearchFacets>(`/api/v1/classifieds/facets${query ? `?${query}` : ''}`, { signal });
}

export function facetsQueryOptions(params: SearchParams) {
  return queryOptions({
    queryKey: classifiedsKeys.facets(params),
    queryFn: ({ signal }) => getFacets(params, signal),
    staleTime: 5 * 60_000,
  });
}

export function useFacets(params: SearchParams) {
  return useQuery({ ...facetsQueryOptions(params), placeholderData: keepPreviousData });
}
