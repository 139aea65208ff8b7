import type { SavedSearchQuery } from '@dwa/shared/saved-searches';
import { toTsQuery } from '../listings/listings.service';

// A saved query as the columns the matching query reads (ADR 060): '' means "any" for the indexed
// category and region, so one index lookup finds "this one or any"; the words become the same
// text-search query the Explore search runs.

export type MatchColumns = {
  categoryKey: string;
  subCategory: string | null;
  regionKey: string;
  condition: string | null;
  minPricePesewas: number | null;
  maxPricePesewas: number | null;
  tsq: string | null;
};

export function matchColumns(query: SavedSearchQuery): MatchColumns {
  return {
    categoryKey: query.category ?? '',
    subCategory: query.sub_category ?? null,
    regionKey: query.region ?? '',
    condition: query.condition ?? null,
    minPricePesewas: query.min_price ?? null,
    maxPricePesewas: query.max_price ?? null,
    tsq: query.q ? toTsQuery(query.q) : null,
  };
}
