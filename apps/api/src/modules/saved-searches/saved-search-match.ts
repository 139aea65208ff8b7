import type { SavedSearchQuery } from '@dwa/shared/saved-searches';
import type { Locale } from '../../lib/locale';
import { quoted } from '../../lib/text';
import { noticeText, type Notice, type NoticeText } from '../mail/mail.service';
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

/**
 * The instant alert: "New listing for ..." when it went live, "Price drop: ..." when its price went
 * down. A notice (ADR 079): the search's name and the listing's title stay as written.
 */
export function alertNotice(reason: MatchReason, listing: { title: string; price_pesewas: number }, searchName: string): Notice {
  if (reason === 'live') return { key: 'savedSearchNew', params: { search: quoted(searchName), listing: listing.title } };
  return {
    key: 'savedSearchPriceDrop',
    params: { listing: listing.title, price: { pesewas: listing.price_pesewas }, search: quoted(searchName) },
  };
}

/** The instant alert's words in `locale`. */
export function alertText(
  reason: MatchReason,
  listing: { title: string; price_pesewas: number },
  searchName: string,
  locale: Locale = 'en',
): NoticeText {
  return noticeText(alertNotice(reason, listing, searchName), locale);
}

/** A daily or weekly search's notification: how many new listings it has. */
export function digestNotice(count: number, searchName: string): Notice {
  return count === 1
    ? { key: 'savedSearchDigestOne', params: { search: quoted(searchName) } }
    : { key: 'savedSearchDigestMany', params: { count, search: quoted(searchName) } };
}
