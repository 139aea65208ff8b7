import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchFacets } from '@dwa/shared/search';
import { http } from '../../../lib/http';
import { shopKeys } from './query-keys';

// GET /api/v1/classifieds/facets?buy_now=true: how many products each category holds, so the
// shop's chips offer only categories with something to buy.

export type ShopCategory = { name: string; count: number };

export function getShopCategories(signal?: AbortSignal): Promise<{ categories: ShopCategory[]; total: number }> {
  return http.get<SearchFacets>('/api/v1/classifieds/facets?buy_now=true', { signal }).then((facets) => ({
    categories: facets.categories.filter((item) => item.count > 0).map((item) => ({ name: item.value, count: item.count })),
    total: facets.total,
  }));
}

export function useShopCategories() {
  return useQuery(
    queryOptions({ queryKey: shopKeys.categories(), queryFn: ({ signal }) => getShopCategories(signal), staleTime: 5 * 60_000 }),
  );
}
