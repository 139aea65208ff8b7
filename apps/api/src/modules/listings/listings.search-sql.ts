import { and, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { runStatement, type Db, type Executor } from '@dwa/db/client';
import { listingFacetCounts, listings } from '@dwa/db/schema';
import type { SearchFilters, SearchSort } from '@dwa/shared/search';
import { URGENT_RELEVANCE_LIFT } from '@dwa/shared/boosts';
import { fromRawListing, rawListingColumns } from './listing-columns';
import type { ListingRow } from './listings.repo';
import type { CursorKey } from './search-cursor';

// The search's SQL, and nothing else (the rules are in listings.search.ts). Every value is a bound
// parameter. Each sort's ORDER BY matches an index of packages/db/src/schema.ts exactly, so a page
// is a short index scan from the cursor's position (keyset pagination).

/** What q contributes: its words as a tsquery (null when it has none) and, in fuzzy mode, trigram similarity. */
export type TextMatch = { q: string; tsQuery: string | null; fuzzy: boolean };
export type SearchWhere = { filters: Omit<SearchFilters, 'q'>; text: TextMatch | null };
export type ImageFields = { storageKey: string; width: number; height: number };
export type PageRow = { key: CursorKey; listing: ListingRow; images: ImageFields[] };
export type FacetGroup = { category: string; subCategory: string; region: string | null; condition: string | null; count: number };

/** The trigram word-similarity bar of fuzzy mode: 'samsng' ~ 'Samsung' is 0.57, 'iphne' ~ 'iPhone' 0.5. */
export const FUZZY_THRESHOLD = 0.5;

/** The rows of `execute` (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * The rows of a hot-path statement: on the database itself, a prepared statement (parsed and planned
 * once per connection, packages/db runStatement); inside a transaction (fuzzy mode), through it.
 */
function preparedRows<T>(db: Db, ex: Executor, query: SQL): Promise<T[]> {
  if (ex !== db) return rowsOf<T>(ex, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  return runStatement<T>(db, { text, params, prepared: true });
}

/**
 * q's words as a tsquery. `once`: as a sub-select, which PostgreSQL computes once per statement (an
 * InitPlan). Written plainly with a bound parameter, a prepared statement's generic plan parses the
 * words again for every row it looks at: a page of `q=samsung` walks about 900 listings for its 25
 * matches, and the parsing was two thirds of the statement's time (0.9 -> 0.3 ms at a million
 * listings). The planner cannot see into the sub-select, so the statements whose plan must weigh
 * the words (the estimate, the exact count) keep the plain form.
 */
function tsQuerySql(text: TextMatch, once = false): SQL {
  return once ? sql`(SELECT to_tsquery('simple', ${text.tsQuery}))` : sql`to_tsquery('simple', ${text.tsQuery})`;
}

function textCondition(text: TextMatch, once: boolean): SQL {
  const words = text.tsQuery === null ? sql`false` : sql`${listings.search} @@ ${tsQuerySql(text, once)}`;
  if (!text.fuzzy) return words;
  return or(words, sql`${listings.title} %> ${text.q}`, sql`${listings.brand} %> ${text.q}`)!;
}

/**
 * Relevance: full-text rank (title words weigh most) plus how much the title looks like q, plus the
 * bounded lift of a paid Urgent boost (URGENT_RELEVANCE_LIFT, ADR 072; `liftedRank` in shared/boosts).
 */
function rankSql(text: TextMatch): SQL {
  const rank = text.tsQuery === null ? sql`0` : sql`ts_rank(${listings.search}, ${tsQuerySql(text, true)})`;
  const lift = sql.raw(String(URGENT_RELEVANCE_LIFT));
  return sql`(${rank} + word_similarity(${text.q}, ${listings.title}) + CASE WHEN ${listings.promotion} = 'URGENT' THEN ${lift} ELSE 0 END)::float8`;
}

type Dimension = 'category' | 'subCategory' | 'region' | 'condition';
const DIMENSIONS: Record<Dimension, keyof SearchWhere['filters']> = {
  category: 'category',
  subCategory: 'sub_category',
  region: 'region',
  condition: 'condition',
};

function dimensionCondition(dimension: Dimension, value: string): SQL {
  return eq(listings[dimension], value);
}

/**
 * A deactivated seller's listings leave every search, browse and shop page. An anti-join against the
 * few deactivated accounts: cheap on the sort's index scan, and (unlike NOT IN, which the planner
 * guesses halves the rows) it keeps the planner's estimate of the total right.
 */
const SELLER_ACTIVE = sql`NOT EXISTS (SELECT 1 FROM users gone WHERE gone.id = ${listings.userId} AND NOT gone.is_active)`;

const ACTIVE = sql`${listings.status} = 'active'`;

/** The WHERE of a search: active listings of active sellers, the text, then each filter given. */
export function searchConditions(where: SearchWhere, options: { skip?: Dimension[]; tsQueryOnce?: boolean } = {}): SQL[] {
  const { filters, text } = where;
  // 'active' is written into the statement, not bound: a prepared statement's generic plan then
  // still knows which status (and which partial index) it reads.
  const conditions: SQL[] = [ACTIVE, SELLER_ACTIVE];
  if (text) conditions.push(textCondition(text, options.tsQueryOnce ?? false));
  for (const [dimension, field] of Object.entries(DIMENSIONS) as [Dimension, keyof SearchWhere['filters']][]) {
    const value = filters[field];
    if (typeof value === 'string' && !options.skip?.includes(dimension)) conditions.push(dimensionCondition(dimension, value));
  }
  if (filters.min_price !== undefined) conditions.push(gte(listings.pricePesewas, filters.min_price));
  if (filters.max_price !== undefined) conditions.push(lte(listings.pricePesewas, filters.max_price));
  // Featured: a Featured boost runs, also beside an Urgent one (whose badge the listing shows, ADR 076).
  if (filters.promotion)
    conditions.push(filters.promotion === 'FEATURED' ? sql`${listings.featured}` : eq(listings.promotion, filters.promotion));
  if (filters.seller_id !== undefined) conditions.push(eq(listings.userId, filters.seller_id));
  // The seller's score as copied onto the listing (ADR 067): no join, 0 (no reviews) never passes.
  if (filters.min_rating !== undefined) conditions.push(gte(listings.sellerScore, filters.min_rating));
  if (filters.buy_now) conditions.push(sql`${listings.buyNow}`); // a literal condition: the shop's partial index
  return conditions;
}

/** The WHERE of the page's and the featured slots' statements: q's words parsed once per statement (`tsQuerySql`). */
export const pageConditions = (where: SearchWhere): SQL[] => searchConditions(where, { tsQueryOnce: true });

type SortSpec = {
  /** The value the rows are ordered by (then by id). */
  value: (text: TextMatch | null) => SQL;
  /** Its form in a cursor, when not the value itself. */
  key?: SQL;
  param: (key: CursorKey) => SQL;
  descending: boolean;
  /** ORDER BY of the direct path: exactly an index's order (the NULLS clause included); null when no index has it. */
  orderBy: SQL | null;
};

const SORTS: Record<SearchSort, SortSpec> = {
  newest: {
    value: () => sql`${listings.rankedAt}`,
    // Microseconds, so the next page starts exactly after this row.
    key: sql`to_char(${listings.rankedAt}, 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    param: (key) => sql`${key}::timestamp`,
    descending: true,
    orderBy: sql`${listings.rankedAt} DESC NULLS LAST, ${listings.id} DESC NULLS LAST`,
  },
  // Strictly by posting time (Recent Ads): no FEATURED lift. The key is the UTC time as text, to the microsecond.
  recent: {
    value: () => sql`${listings.createdAt}`,
    key: sql`to_char(${listings.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    param: (key) => sql`(${key}::timestamp AT TIME ZONE 'UTC')`,
    descending: true,
    // NULLS LAST like the index (status, created_at desc, id desc): DESC alone is NULLS FIRST, which
    // no index matches, and every Recent Ads page sorted all active listings (2.6 s at a million).
    orderBy: sql`${listings.createdAt} DESC NULLS LAST, ${listings.id} DESC NULLS LAST`,
  },
  price_asc: {
    value: () => sql`${listings.pricePesewas}`,
    param: (key) => sql`${key}::bigint`,
    descending: false,
    orderBy: sql`${listings.pricePesewas} ASC, ${listings.id} ASC`,
  },
  price_desc: {
    value: () => sql`${listings.pricePesewas}`,
    param: (key) => sql`${key}::bigint`,
    descending: true,
    // A backward scan of (status, price_pesewas, id): DESC is NULLS FIRST.
    orderBy: sql`${listings.pricePesewas} DESC, ${listings.id} DESC`,
  },
  popular: {
    value: () => sql`${listings.popularity}`,
    param: (key) => sql`${key}::int`,
    descending: true,
    orderBy: sql`${listings.popularity} DESC NULLS LAST, ${listings.id} DESC NULLS LAST`,
  },
  // Highest rated sellers first (their score in tenths, copied onto the listing; 0 without reviews,
  // so last), ties newest posted first: the id grows with every post (ADR 067).
  rating: {
    value: () => sql`${listings.sellerScore}`,
    param: (key) => sql`${key}::smallint`,
    descending: true,
    orderBy: sql`${listings.sellerScore} DESC NULLS LAST, ${listings.id} DESC NULLS LAST`,
  },
  relevance: {
    value: (text) => (text ? rankSql(text) : sql`0::float8`),
    param: (key) => sql`${key}::float8`,
    descending: true,
    orderBy: null, // a rank per query: always materialized
  },
};

// The page's listing and seller columns come from listing-columns.ts (one declaration for every
// read); the photos come as JSON, in order.
const pageColumns = (listing: string) => sql`${rawListingColumns(listing, 'u', 'st')},
  (SELECT json_agg(json_build_array(i.storage_key, i.width, i.height) ORDER BY i.position, i.id)
     FROM listing_images i WHERE i.listing_id = ${sql.raw(listing)}.id) AS images`;
const PAGE_COLUMNS = pageColumns('l');
const DIRECT_PAGE_COLUMNS = pageColumns('listings');

type RawPageRow = { listing_row: unknown; sort_key: string | number | bigint; images: [string, number, number][] | string | null };

function toImages(value: RawPageRow['images']): ImageFields[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as [string, number, number][] | null;
  return (list ?? []).map(([storageKey, width, height]) => ({ storageKey, width, height }));
}

export function createSearchSql(db: Db) {
  return {
    /** Runs `work` in one transaction whose trigram threshold is FUZZY_THRESHOLD. */
    async withFuzzy<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`);
        return work(tx);
      });
    },

    /** How many listings match, counting no further than `cap + 1`. */
    async countUpTo(ex: Executor, conditions: SQL[], cap: number): Promise<number> {
      const rows = await rowsOf<{ n: number }>(
        ex,
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${listings} WHERE ${and(...conditions)} LIMIT ${cap + 1}) AS capped`,
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** The planner's estimate of how many listings match (cheap: no rows are read). */
    async estimate(ex: Executor, conditions: SQL[]): Promise<number> {
      const rows = await rowsOf<{ 'QUERY PLAN': unknown }>(
        ex,
        sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${listings} WHERE ${and(...conditions)}`,
      );
      const raw = rows[0]?.['QUERY PLAN'];
      const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[] | undefined;
      return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
    },

    /**
     * One page (`limit` rows; ask for one more to learn whether a next page exists) after `after`
     * in the sort's order, with sellers and photos, in one prepared statement. Without
     * `materialize`, a short walk of the sort's index from the cursor, joined and given photos row
     * by row until the LIMIT. With it, an inner query computes every match first and sorts them
     * (relevance, and few matches, where walking the sort's index could read the whole table to
     * find nothing); only the page's rows are then joined. The LIMIT is written into the statement:
     * a generic plan guesses a bound LIMIT at a tenth of the rows, and could then prefer a sort.
     */
    async page(
      ex: Executor,
      options: {
        conditions: SQL[];
        sort: SearchSort;
        text: TextMatch | null;
        after: { key: CursorKey; id: number } | null;
        limit: number;
        materialize: boolean;
      },
    ): Promise<PageRow[]> {
      const spec = SORTS[options.sort];
      const { after } = options;
      const op = spec.descending ? sql`<` : sql`>`;
      const direction = spec.descending ? sql`DESC` : sql`ASC`;
      const value = spec.value(options.text);
      if (!Number.isInteger(options.limit) || options.limit < 1) throw new Error(`page limit ${options.limit}`);
      const limit = sql.raw(String(options.limit));
      let query: SQL;
      if (options.materialize || !spec.orderBy) {
        // OFFSET 0 keeps the subquery from being merged into the outer one (an optimisation fence).
        const keyset = after ? sql`WHERE (m.o, m.id) ${op} (${spec.param(after.key)}, ${after.id})` : sql``;
        const inner = sql`SELECT m.id, m.o, ${spec.key ? sql`m.k` : sql`m.o`} AS k FROM (
            SELECT ${listings.id} AS id, ${value} AS o${spec.key ? sql`, ${spec.key} AS k` : sql``}
            FROM ${listings} WHERE ${and(...options.conditions)} OFFSET 0
          ) AS m ${keyset}
          ORDER BY m.o ${direction}, m.id ${direction} LIMIT ${limit}`;
        query = sql`SELECT p.k AS sort_key, ${PAGE_COLUMNS} FROM (${inner}) AS p
            JOIN listings l ON l.id = p.id JOIN users u ON u.id = l.user_id LEFT JOIN seller_stats st ON st.seller_id = l.user_id
            ORDER BY p.o ${direction}, p.id ${direction}`;
      } else {
        // One pass: the sort's index is walked from the cursor, and only the rows that reach the
        // LIMIT are joined with their seller and get their photos.
        const keyset = after ? [sql`(${value}, ${listings.id}) ${op} (${spec.param(after.key)}, ${after.id})`] : [];
        query = sql`SELECT ${spec.key ?? value} AS sort_key, ${DIRECT_PAGE_COLUMNS}
          FROM ${listings} JOIN users u ON u.id = ${listings.userId} LEFT JOIN seller_stats st ON st.seller_id = ${listings.userId}
          WHERE ${and(...options.conditions, ...keyset)} ORDER BY ${spec.orderBy} LIMIT ${limit}`;
      }
      const rows = await preparedRows<RawPageRow>(db, ex, query);
      return rows.map((row) => ({
        key: options.sort === 'newest' || options.sort === 'recent' ? String(row.sort_key) : Number(row.sort_key),
        listing: fromRawListing(row),
        images: toImages(row.images),
      }));
    },

    /**
     * The featured slots (ADR 072) in one statement: the pool (the ids of up to `pool` matching
     * listings with a paid Featured boost, oldest first: a stable order for the rotation, from their
     * partial index), the turn of each (`pickFeatured`'s rule of @dwa/shared/boosts: the `slots`
     * listings from position `seed` mod the pool's size, wrapping round), and the picked listings with
     * their sellers and photos, in turn order. One round trip instead of a pool query and a rows query.
     */
    async featured(ex: Executor, conditions: SQL[], options: { pool: number; slots: number; seed: number }): Promise<PageRow[]> {
      const { pool, slots, seed } = options;
      if (![pool, slots, seed].every(Number.isSafeInteger) || pool < 1 || slots < 1) throw new Error(`featured ${pool} ${slots} ${seed}`);
      const rows = await preparedRows<RawPageRow>(
        db,
        ex,
        sql`SELECT picked.turn AS sort_key, ${PAGE_COLUMNS}
            FROM (
              SELECT pool.id, mod(mod(pool.n - ${seed}::bigint, pool.size) + pool.size, pool.size) AS turn, pool.size
              FROM (
                SELECT ranked.id, row_number() OVER (ORDER BY ranked.id) - 1 AS n, count(*) OVER () AS size
                FROM (SELECT ${listings.id} AS id FROM ${listings} WHERE ${and(...conditions, sql`${listings.featured}`)}
                      ORDER BY ${listings.id} LIMIT ${sql.raw(String(pool))}) AS ranked
              ) AS pool
            ) AS picked
            JOIN listings l ON l.id = picked.id JOIN users u ON u.id = l.user_id LEFT JOIN seller_stats st ON st.seller_id = l.user_id
            WHERE picked.turn < least(${sql.raw(String(slots))}, picked.size)
            ORDER BY picked.turn`,
      );
      return rows.map((row) => {
        const listing = fromRawListing(row);
        return { key: listing.id, listing, images: toImages(row.images) };
      });
    },

    /**
     * Listing counts per (category, sub-category, region, condition) among the listings that at
     * least one facet counts: each facet ignores its own filter (category ignores sub_category too).
     * Without q, a price range, a seller or a rating floor, from the maintained counts (listing_facet_counts, a few
     * thousand rows at most, never the listings); otherwise from the listings the other filters'
     * indexes find.
     */
    async facetGroups(ex: Executor, where: SearchWhere): Promise<FacetGroup[]> {
      const { filters } = where;
      const maintained =
        !where.text &&
        filters.min_price === undefined &&
        filters.max_price === undefined &&
        filters.seller_id === undefined &&
        filters.min_rating === undefined;
      const table = maintained ? listingFacetCounts : listings;
      const given = (dimension: Dimension) => {
        const value = filters[DIMENSIONS[dimension]];
        return typeof value === 'string' ? eq(table[dimension], value) : undefined;
      };
      const [category, subCategory, region, condition] = (['category', 'subCategory', 'region', 'condition'] as const).map(given);
      // The filters each facet keeps; a facet that keeps none counts every row.
      const kept = [
        [region, condition],
        [category, region, condition],
        [category, subCategory, condition],
        [category, subCategory, region],
      ].map((list) => list.filter((item): item is SQL => item !== undefined));
      const useful = kept.some((list) => list.length === 0) ? undefined : or(...kept.map((list) => and(...list)));
      type Row = { category: string; sub_category: string; region: string | null; condition: string | null; n: number };
      let rows: Row[];
      if (maintained) {
        const f = listingFacetCounts;
        const conditions = [sql`${f.n} > 0`, useful];
        if (filters.promotion) conditions.push(eq(f.promotion, filters.promotion));
        if (filters.buy_now) conditions.push(sql`${f.buyNow}`);
        rows = await rowsOf<Row>(
          ex,
          sql`SELECT ${f.category} AS category, ${f.subCategory} AS sub_category, nullif(${f.region}, '') AS region,
                     nullif(${f.condition}, '') AS condition, sum(${f.n})::int AS n
              FROM ${f} WHERE ${and(...conditions)} GROUP BY 1, 2, 3, 4`,
        );
      } else {
        const base = searchConditions(where, { skip: ['category', 'subCategory', 'region', 'condition'] });
        rows = await rowsOf<Row>(
          ex,
          sql`SELECT ${listings.category} AS category, ${listings.subCategory} AS sub_category, ${listings.region} AS region,
                     ${listings.condition} AS condition, count(*)::int AS n
              FROM ${listings} WHERE ${and(...base, useful)} GROUP BY 1, 2, 3, 4`,
        );
      }
      return rows.map((row) => ({
        category: row.category,
        subCategory: row.sub_category,
        region: row.region,
        condition: row.condition,
        count: Number(row.n),
      }));
    },
  };
}
