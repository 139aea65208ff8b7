import { formatGhc, pesewasToCedis } from '@dwa/shared/money';
import type { SavedSearchQuery } from '@dwa/shared/saved-searches';
import { quoted } from '../../lib/text';
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

/** Why a listing is matched: it went live, or its live ad's price went down (ADR 060, addendum). */
export type MatchReason = 'live' | 'price_drop';

/** The instant alert's words: "New listing for ..." when it went live, "Price drop: ..." when its price went down. */
export function alertText(reason: MatchReason, listing: { title: string; price_pesewas: number }, searchName: string): { title: string; body: string } {
  if (reason === 'live') return { title: `New listing for your saved search ${quoted(searchName)}`, body: listing.title };
  return { title: `Price drop: ${listing.title} now ${formatGhc(pesewasToCedis(listing.price_pesewas))}`, body: `For your saved search ${quoted(searchName)}` };
}
