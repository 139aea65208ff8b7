import { and, asc, count, gt } from 'drizzle-orm';
import type { Executor } from '@dwa/db/client';
import { listings } from '@dwa/db/schema';
import { searchConditions } from './listings.search-sql';

// The listings anyone may see, as keys for the sitemap (modules/seo): the search's own rule (active,
// and the seller's account active), walked in id order by keyset, a page at a time.

export type PublicListingKey = { id: number; updatedAt: Date };

const NO_FILTERS = {
  q: undefined,
  min_price: undefined,
  max_price: undefined,
  buy_now: undefined,
  seller_id: undefined,
  min_rating: undefined,
};
const PUBLIC = () => searchConditions({ filters: NO_FILTERS, text: null });

/**
 * Up to `limit` public listings with an id above `afterId`, in id order. `offset` skips that many
 * first (how a sitemap page finds where it starts); the pages after that go on by keyset.
 */
export async function publicListingKeys(
  db: Executor,
  page: { afterId: number; limit: number; offset?: number },
): Promise<PublicListingKey[]> {
  const query = db
    .select({ id: listings.id, updatedAt: listings.updatedAt })
    .from(listings)
    .where(and(...PUBLIC(), gt(listings.id, page.afterId)))
    .orderBy(asc(listings.id))
    .limit(page.limit);
  return page.offset ? query.offset(page.offset) : query;
}

/** How many listings are public. */
export async function countPublicListings(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(and(...PUBLIC()));
  return row?.n ?? 0;
}
