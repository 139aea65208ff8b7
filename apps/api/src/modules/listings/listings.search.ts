import type { Db } from '@dwa/db/client';
import {
  SEARCH_MESSAGES,
  type FacetCount,
  type ListingSearchPage,
  type SearchFacets,
  type SearchFilters,
  type SearchQuery,
  type SearchSort,
} from '@dwa/shared/search';
import { FEATURED_POOL, FEATURED_SLOTS, featuredSeed } from '@dwa/shared/boosts';
import { ValidationError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { toListingRead } from './listing-read';
import { openFlagsBy } from './listings.repo';
import type { Executor } from '@dwa/db/client';
import { createSearchSql, pageConditions, searchConditions, type FacetGroup, type PageRow, type SearchWhere } from './listings.search-sql';
import { decodeCursor, encodeCursor, type Cursor } from './search-cursor';
import { toTsQuery } from './search-text';

// Search and browse of active listings (docs/decisions/004-search.md): filters, five sorts with
// keyset pages, q's words with a fallback to similar words, totals exact up to EXACT_COUNT_CAP and
// estimated beyond, and facet counts for the filter UI.

/** Up to this many matches, `total` is exact (and cheap to count); beyond, the planner's estimate. */
export const EXACT_COUNT_CAP = 1000;

export type SearchDeps = {
  db: Db;
  storage: Storage;
  /** Tests lower it. */ exactCountCap?: number;
  /** The featured rotation's clock. */ now?: () => Date;
};

/** The database time of one search or facets call, per query kind (ms): for the request log and the metrics. */
export type SearchTimings = Partial<Record<'estimate' | 'count' | 'page' | 'flags' | 'facets' | 'featured', number>>;

/** Runs `work`, adding its time to `timings[name]`. */
async function timed<T>(timings: SearchTimings | undefined, name: keyof SearchTimings, work: () => Promise<T>): Promise<T> {
  if (!timings) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings[name] = (timings[name] ?? 0) + (performance.now() - started);
  }
}

/** `relevance` needs words to rank by; without q it is `newest`. */
export function effectiveSort(sort: SearchSort, q: string | undefined): SearchSort {
  return sort === 'relevance' && !q ? 'newest' : sort;
}

function invalidCursor(): ValidationError {
  return ValidationError.single(['query', 'cursor'], SEARCH_MESSAGES.cursor, 'cursor');
}

function byCountThenValue(counts: Map<string, number>): FacetCount[] {
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Folds the grouped counts into the facets: each facet ignores its own filter. */
export function foldFacets(groups: FacetGroup[], filters: Pick<SearchFilters, 'category' | 'sub_category' | 'region' | 'condition'>) {
  const categories = new Map<string, number>();
  const subCategories = new Map<string, number>();
  const regions = new Map<string, number>();
  const conditions = new Map<string, number>();
  const add = (map: Map<string, number>, key: string | null, count: number) => {
    if (key !== null) map.set(key, (map.get(key) ?? 0) + count);
  };
  let total = 0;
  for (const group of groups) {
    const category = !filters.category || group.category === filters.category;
    const sub = !filters.sub_category || group.subCategory === filters.sub_category;
    const region = !filters.region || group.region === filters.region;
    const condition = !filters.condition || group.condition === filters.condition;
    if (region && condition) add(categories, group.category, group.count);
    if (category && region && condition) add(subCategories, group.subCategory, group.count);
    if (category && sub && condition) add(regions, group.region, group.count);
    if (category && sub && region) add(conditions, group.condition, group.count);
    if (category && sub && region && condition) total += group.count;
  }
  return {
    categories: byCountThenValue(categories),
    sub_categories: byCountThenValue(subCategories),
    regions: byCountThenValue(regions),
    conditions: byCountThenValue(conditions),
    total,
  };
}

/** Planner estimates change slowly (they follow ANALYZE): each is kept for a minute. */
const ESTIMATE_TTL_MS = 60_000;
/** Facet counts counted from the listings (q, prices, seller) are for the filter UI: a few seconds old is fine, and this process's writes clear them. */
const FACETS_TTL_MS = 15_000;
/**
 * The featured slots of a query in a rotation turn (ADR 093): paid placements, not the results, so
 * a few seconds old is fine (a boost that starts or ends in this process clears them at once).
 * Also with Cache-Control: no-cache, like the estimates: the results are always this request's own.
 */
const FEATURED_TTL_MS = 15_000;
const CACHE_ENTRIES = 500;

/** A small time-limited memo of computed values (oldest dropped first when full). */
function createTtlCache<T>(ttlMs: number) {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return (key: string, compute: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = compute();
    value.catch(() => entries.delete(key));
    if (entries.size >= CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, expires: now + ttlMs });
    return value;
  };
}

export function createSearchService(deps: SearchDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const cap = deps.exactCountCap ?? EXACT_COUNT_CAP;
  const searchSql = createSearchSql(db);
  /**
   * Bumped by every listing write in this process (`invalidate`, called by the listing services
   * after their commit). Identical searches running at the same time share one computation
   * (request coalescing), but never one that started before a write: a client that has seen its
   * post succeed always finds it.
   */
  let writeGeneration = 0;
  const estimated = createTtlCache<number>(ESTIMATE_TTL_MS);
  const facetsCache = createTtlCache<SearchFacets>(FACETS_TTL_MS);
  const featuredCache = createTtlCache<PageRow[]>(FEATURED_TTL_MS);

  const estimate = (ex: Executor, where: SearchWhere, timings?: SearchTimings) =>
    estimated(JSON.stringify(where), () => timed(timings, 'estimate', () => searchSql.estimate(ex, searchConditions(where))));

  /**
   * `total`: when the planner expects more than `cap` matches, its estimate; otherwise a count
   * that stops at `cap` + 1 (exact when it stops short).
   */
  async function totalOf(
    ex: Executor,
    where: SearchWhere,
    counted?: number,
    timings?: SearchTimings,
  ): Promise<{ total: number; exact: boolean }> {
    let count = counted;
    if (count === undefined && (await estimate(ex, where, timings)) <= cap) {
      count = await timed(timings, 'count', () => searchSql.countUpTo(ex, searchConditions(where), cap));
    }
    if (count !== undefined && count <= cap) return { total: count, exact: true };
    return { total: Math.max(await estimate(ex, where, timings), cap + 1), exact: false };
  }

  /**
   * Whether q falls back to similar words: only when no listing has all of its words. Words the
   * planner expects in many listings are taken as found; otherwise the (capped) count decides,
   * and is answered for reuse as the total.
   */
  async function wordsFound(
    q: string,
    filters: SearchWhere['filters'],
    timings?: SearchTimings,
  ): Promise<{ fuzzy: boolean; counted?: number }> {
    const where: SearchWhere = { filters, text: { q, tsQuery: toTsQuery(q), fuzzy: false } };
    if ((await estimate(db, where, timings)) > cap) return { fuzzy: false };
    const counted = await timed(timings, 'count', () => searchSql.countUpTo(db, searchConditions(where), cap));
    return counted === 0 ? { fuzzy: true } : { fuzzy: false, counted };
  }

  const inMode = <T>(fuzzy: boolean, work: (ex: Executor) => Promise<T>) => (fuzzy ? searchSql.withFuzzy(work) : work(db));

  const running = new Map<string, Promise<ListingSearchPage>>();

  /** Shares the computation of identical concurrent searches (same query, same viewer, no write since it began). */
  function coalesced(query: SearchQuery, viewerId: number | null, compute: () => Promise<ListingSearchPage>): Promise<ListingSearchPage> {
    const key = JSON.stringify([writeGeneration, viewerId, query]);
    const shared = running.get(key);
    if (shared) return shared;
    const promise = compute().finally(() => running.delete(key));
    running.set(key, promise);
    return promise;
  }

  async function search(query: SearchQuery, viewerId: number | null, timings?: SearchTimings): Promise<ListingSearchPage> {
    const { sort: requested, limit, cursor: cursorText, q, ...filters } = query;
    const sort = effectiveSort(requested, q);
    let cursor: Cursor | null = null;
    if (cursorText !== undefined) {
      cursor = decodeCursor(cursorText);
      if (!cursor || cursor.sort !== sort) throw invalidCursor();
    }
    // The first page decides the mode; the next pages keep it (it travels in the cursor).
    const mode = cursor ? { fuzzy: cursor.fuzzy && Boolean(q) } : q ? await wordsFound(q, filters, timings) : { fuzzy: false };
    const { fuzzy } = mode;
    const where: SearchWhere = { filters, text: q ? { q, tsQuery: toTsQuery(q), fuzzy } : null };
    const conditions = pageConditions(where);

    const found = await inMode(fuzzy, async (ex) => {
      const { total, exact } = await totalOf(ex, where, 'counted' in mode ? mode.counted : undefined, timings);
      const rows = await timed(timings, 'page', () =>
        searchSql.page(ex, {
          conditions,
          sort,
          text: where.text,
          after: cursor ? { key: cursor.key, id: cursor.id } : null,
          limit: limit + 1,
          // Few matches: compute them all and sort, rather than walk an index that may hold none.
          materialize: exact,
        }),
      );
      // The featured slots (ADR 072): boosted listings that match this query, in turn by page and time.
      // Not on a seller's own page, where every listing is theirs.
      const featured =
        filters.seller_id === undefined
          ? await timed(timings, 'featured', () => {
              const seed = featuredSeed(now(), cursor?.id ?? 0);
              return featuredCache(JSON.stringify([writeGeneration, where, seed]), () =>
                searchSql.featured(ex, conditions, { pool: FEATURED_POOL, slots: FEATURED_SLOTS, seed }),
              );
            })
          : [];
      return { rows: rows.slice(0, limit), more: rows.length > limit, total, exact, featured };
    });

    const last = found.rows.at(-1);
    const flagged =
      viewerId === null
        ? new Set<number>()
        : await timed(timings, 'flags', () =>
            openFlagsBy(
              db,
              viewerId,
              found.rows.map((row) => row.listing.id),
            ),
          );
    const context = { storage, viewerId, flagged };
    return {
      results: found.rows.map((row) => toListingRead(row.listing, row.images, context)),
      featured: found.featured.map((row) => toListingRead(row.listing, row.images, { storage, viewerId, flagged: new Set<number>() })),
      total: found.total,
      total_is_estimate: !found.exact,
      next_cursor: found.more && last ? encodeCursor({ sort, key: last.key, id: last.listing.id, fuzzy }) : null,
      fuzzy,
    };
  }

  return {
    /** Listings changed (after the commit): no later search shares an earlier one's answer or facets. */
    invalidate(): void {
      writeGeneration += 1;
    },

    /**
     * `shared: false` (a request with Cache-Control: no-cache) always runs its own computation.
     * `timings` receives the database time of the queries this call ran (none when it joined another's).
     */
    search: (query: SearchQuery, viewerId: number | null, options: { shared?: boolean; timings?: SearchTimings } = {}) =>
      options.shared === false
        ? search(query, viewerId, options.timings)
        : coalesced(query, viewerId, () => search(query, viewerId, options.timings)),

    /**
     * Facet counts. Without q, a price range, a seller or a rating floor they come from the maintained counts (a
     * small table, always current); otherwise from the listings, kept FACETS_TTL_MS per filter set
     * unless `shared: false` (Cache-Control: no-cache).
     */
    async facets(query: SearchFilters, options: { shared?: boolean; timings?: SearchTimings } = {}): Promise<SearchFacets> {
      const { timings } = options;
      const compute = async () => {
        const { q, ...filters } = query;
        const { fuzzy } = q ? await wordsFound(q, filters, timings) : { fuzzy: false };
        const where: SearchWhere = { filters, text: q ? { q, tsQuery: toTsQuery(q), fuzzy } : null };
        const groups = await timed(timings, 'facets', () => inMode(fuzzy, (ex) => searchSql.facetGroups(ex, where)));
        return { ...foldFacets(groups, filters), fuzzy };
      };
      const maintained =
        !query.q &&
        query.min_price === undefined &&
        query.max_price === undefined &&
        query.seller_id === undefined &&
        query.min_rating === undefined;
      if (maintained || options.shared === false) return compute();
      return facetsCache(JSON.stringify([writeGeneration, query]), compute);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
