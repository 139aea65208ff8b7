import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '@dwa/db/client';
import type { SearchSort } from '@dwa/shared/search';
import { createTestApp, dbKind, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/factories/users';
import { createSearchSql, pageConditions, searchConditions, type SearchWhere, type TextMatch } from './listings.search-sql';
import { toTsQuery } from './search-text';

// Every query shape the search sends uses an index on listings, never a Seq Scan (issue 20,
// docs/decisions/042). On a few thousand listings a table scan would be the cheapest plan, so the
// planner is told scans are off (enable_seqscan = off): it then scans the table only when no index
// can answer, which is exactly what a change that silently turned a search into a table scan (a
// dropped index, a condition no index matches) looks like. Each page is checked as the server runs
// it, a prepared statement, under its custom plan and under the generic plan PostgreSQL may keep.

const LISTINGS = 3000;
let ctx: TestContext;
let sellerId: number;
const dialect = new PgDialect();

beforeAll(async () => {
  ctx = await createTestApp();
  sellerId = (await createUser(ctx, { userType: 'SELLER' })).id;
  const other = (await createUser(ctx, { userType: 'SELLER' })).id;
  await ctx.deps.db.execute(sql`
    INSERT INTO listings (user_id, title, description, price_pesewas, category, sub_category, brand, condition, promotion, featured, status, region, town, views_count, created_at)
    SELECT CASE WHEN g % 7 = 0 THEN ${sellerId}::int ELSE ${other}::int END,
           (ARRAY['Samsung Galaxy A54', 'Toyota Corolla 2012', 'Tecno Spark 10', 'HP EliteBook 840', 'Kente cloth'])[g % 5 + 1] || ' #' || g,
           'Clean, negotiable, call for details', 10000 + (g * 37) % 900000,
           (ARRAY['Electronics', 'Vehicles', 'Electronics', 'Electronics', 'Fashion'])[g % 5 + 1],
           (ARRAY['Phones', 'Cars', 'Phones', 'Computers', 'Women'])[g % 5 + 1],
           (ARRAY['Samsung', 'Toyota', 'Tecno', 'HP', NULL])[g % 5 + 1],
           (ARRAY['New', 'Good', 'Fair'])[g % 3 + 1],
           (ARRAY['NONE', 'NONE', 'NONE', 'FEATURED', 'URGENT'])[g % 5 + 1],
           g % 5 = 3,
           CASE WHEN g % 11 = 0 THEN 'inactive' ELSE 'active' END,
           (ARRAY['Greater Accra', 'Ashanti', 'Northern', 'Volta'])[g % 4 + 1], 'Town', g % 500,
           now() - g * interval '1 hour'
    FROM generate_series(1, ${LISTINGS}) AS g`);
  await ctx.deps.db.execute(sql`ANALYZE listings`);
  await ctx.deps.db.execute(sql`ANALYZE users`);
}, 120_000);
afterAll(() => ctx.close());

type PlanNode = {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

/** What the search would send for `run`: each statement's text and parameters, unexecuted. */
async function statementsOf(run: (ex: Executor) => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const seen: { text: string; params: unknown[] }[] = [];
  const recorder = {
    execute: async (query: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(query);
      seen.push({ text, params });
      return { rows: [] };
    },
  } as unknown as Executor;
  await run(recorder);
  return seen;
}

const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`);

type RawRows = { rows: Record<string, unknown>[] };

/** The plans of one statement with table scans off: its custom plan, and its generic plan when `generic`. */
async function plansOf(statement: { text: string; params: unknown[] }, generic: boolean, settings: string[] = []): Promise<PlanNode[]> {
  return ctx.deps.db.transaction(async (tx) => {
    const run = async (text: string) => ((await tx.execute(sql.raw(text))) as unknown as RawRows).rows;
    await run('SET LOCAL enable_seqscan = off');
    for (const setting of settings) await run(`SET LOCAL ${setting}`);
    await run(`SET LOCAL pg_trgm.word_similarity_threshold = 0.5`);
    // The statement with its values written in: the plan the server's first runs get.
    const inlined = statement.text.replace(/\$(\d+)/g, (_, n: string) => literal(statement.params[Number(n) - 1]));
    const plans: PlanNode[] = [];
    const first = (rows: Record<string, unknown>[]) => {
      const raw = rows[0]?.['QUERY PLAN'];
      return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0]!.Plan;
    };
    plans.push(first(await run(`EXPLAIN (FORMAT JSON) ${inlined}`)));
    if (generic && statement.params.length > 0) {
      await run('SET LOCAL plan_cache_mode = force_generic_plan');
      await run(`PREPARE plan_check AS ${statement.text}`);
      try {
        plans.push(first(await run(`EXPLAIN (FORMAT JSON) EXECUTE plan_check(${statement.params.map(literal).join(', ')})`)));
      } finally {
        await run('DEALLOCATE plan_check');
      }
    }
    return plans;
  });
}

/** `ordered`: the rows come in the sort's order from the index itself (no Sort: a walk that stops at the LIMIT). */
async function expectIndexDriven(
  name: string,
  run: (ex: Executor) => Promise<unknown>,
  options: { generic?: boolean; ordered?: boolean } = {},
) {
  const statements = await statementsOf(run);
  expect(statements.length, name).toBeGreaterThan(0);
  for (const statement of statements) {
    for (const plan of await plansOf(statement, options.generic ?? false)) {
      const nodes = nodesOf(plan);
      const onListings = nodes.filter((node) => node['Relation Name'] === 'listings');
      const described = JSON.stringify(onListings.map((node) => [node['Node Type'], node['Index Name']]));
      expect(
        onListings.filter((node) => node['Node Type'] === 'Seq Scan'),
        `${name}: ${described}`,
      ).toEqual([]);
      expect(onListings.length, `${name} reads listings`).toBeGreaterThan(0);
      // (A Sort under the photos' ordered aggregate is fine: PostgreSQL 16+ plans one.)
      const sortsListings = nodes.filter(
        (node) => node['Node Type'].includes('Sort') && nodesOf(node).some((under) => under['Relation Name'] === 'listings'),
      );
      if (options.ordered)
        expect(
          sortsListings.map((node) => node['Node Type']),
          `${name}: ${described}`,
        ).toEqual([]);
    }
  }
}

const words = (q: string, fuzzy = false): TextMatch => ({ q, tsQuery: toTsQuery(q), fuzzy });
type Filters = SearchWhere['filters'];
/** Filters with the ones not given left undefined, as the query schema answers them. */
const f = (given: Partial<Filters>): Filters => ({
  min_price: undefined,
  max_price: undefined,
  buy_now: undefined,
  seller_id: undefined,
  min_rating: undefined,
  ...given,
});
const SORTS: SearchSort[] = ['newest', 'recent', 'price_asc', 'price_desc', 'popular', 'rating'];

describe(`search plans on ${dbKind}: no Seq Scan on listings`, () => {
  const searchSql = () => createSearchSql(ctx.deps.db);
  const filterSets: [string, Partial<Filters>][] = [
    ['no filter', {}],
    ['category', { category: 'Electronics' }],
    ['category and sub-category', { category: 'Electronics', sub_category: 'Phones' }],
    ['category and price range', { category: 'Electronics', min_price: 100_00, max_price: 5000_00 }],
    ['price range', { min_price: 100_00, max_price: 5000_00 }],
    ['region and condition', { region: 'Ashanti', condition: 'Good' }],
    ['promotion', { promotion: 'URGENT' }],
    ['buy now', { buy_now: true }],
    ['seller', { seller_id: 1 }],
    ['seller rating', { min_rating: 40 }],
  ];

  it('pages: every sort with every filter, first and next pages, walking the sort index (many matches)', async () => {
    for (const sort of SORTS) {
      for (const [label, filters] of filterSets) {
        const conditions = pageConditions({
          filters: f({ ...filters, seller_id: filters.seller_id === undefined ? undefined : sellerId }),
          text: null,
        });
        const key = sort === 'newest' || sort === 'recent' ? '2026-01-01T00:00:00.000000' : sort === 'rating' ? 45 : 100;
        for (const after of [null, { key, id: 500 }]) {
          await expectIndexDriven(
            `${sort}, ${label}, ${after ? 'next page' : 'first page'}`,
            (ex) => searchSql().page(ex, { conditions, sort, text: null, after, limit: 25, materialize: false }),
            // Without filters or with a category, the sort's own index gives the order. With others,
            // the planner may as well find the rows by another index and sort the few it got.
            { generic: true, ordered: label === 'no filter' || label === 'category' },
          );
        }
      }
    }
  });

  it("pages: few matches (every match computed, then sorted) and relevance, from the filters' or the words' index", async () => {
    const cases: [string, SearchWhere][] = [
      ['seller', { filters: f({ seller_id: 0 }), text: null }],
      ['words', { filters: f({}), text: words('samsung galaxy') }],
      ['words and category', { filters: f({ category: 'Electronics' }), text: words('tecno') }],
      ['similar words', { filters: f({}), text: words('samsng', true) }],
    ];
    for (const [label, where] of cases) {
      const resolved = where.filters.seller_id === undefined ? where : { ...where, filters: { ...where.filters, seller_id: sellerId } };
      const conditions = pageConditions(resolved);
      const sorts: SearchSort[] = resolved.text ? [...SORTS, 'relevance'] : SORTS;
      for (const sort of sorts) {
        await expectIndexDriven(`${label}, ${sort}, few matches`, (ex) =>
          searchSql().page(ex, { conditions, sort, text: resolved.text, after: null, limit: 25, materialize: true }),
        );
      }
    }
  });

  it('pages with words in most listings walk the sort index', async () => {
    // Words in every description (at a million listings, docs/decisions/042 shows the walk).
    const text = words('negotiable details');
    for (const sort of SORTS) {
      const conditions = pageConditions({ filters: f({}), text });
      await expectIndexDriven(
        `negotiable details, ${sort}`,
        (ex) => searchSql().page(ex, { conditions, sort, text, after: null, limit: 25, materialize: false }),
        { generic: true },
      );
    }
  });

  it("pages parse q's words once per statement, not once per listing they look at (the generic plan too)", async () => {
    const text = words('samsung');
    for (const [sort, materialize] of [
      ['newest', false],
      ['relevance', true],
    ] as [SearchSort, boolean][]) {
      const [statement] = await statementsOf((ex) =>
        searchSql().page(ex, { conditions: pageConditions({ filters: f({}), text }), sort, text, after: null, limit: 25, materialize }),
      );
      for (const plan of await plansOf(statement!, true)) {
        const onListings = nodesOf(plan).filter((node) => node['Relation Name'] === 'listings');
        // A plain to_tsquery($1) in a generic plan is computed again for every row the scan reads.
        expect(JSON.stringify(onListings), sort).not.toMatch(/to_tsquery/);
        // ...computed once, before the scan, by an InitPlan whose value the scan reads.
        expect(nodesOf(plan).some((node) => node['Parent Relationship'] === 'InitPlan')).toBe(true);
        expect(JSON.stringify(onListings), sort).toMatch(/search @@ (\$\d|\(InitPlan \d+\))/); // PostgreSQL 15's name of its value; 17's (PGlite)
      }
    }
  });

  it("the featured slots: the boosted listings' index; a word few of them have, their own word index", async () => {
    for (const [label, where] of [
      ['no filter', { filters: f({}), text: null }],
      ['category', { filters: f({ category: 'Electronics' }), text: null }],
      ['words', { filters: f({}), text: words('samsung') }],
    ] as [string, SearchWhere][]) {
      await expectIndexDriven(
        `featured, ${label}`,
        (ex) => searchSql().featured(ex, pageConditions(where), { pool: 60, slots: 2, seed: 7 }),
        {
          generic: true,
        },
      );
    }
    // A word few boosted listings have (a typo, a rare word): at a million listings the planner finds
    // it in the boosted listings' own word index at once, rather than walking every boosted listing
    // (125 ms, ADR 093). On a few thousand rows the walk is cheaper, so the check here is that the
    // statement can use that index: with index walks off, it does.
    const rare = await statementsOf((ex) =>
      searchSql().featured(ex, pageConditions({ filters: f({}), text: words('zqxjkunknown') }), { pool: 60, slots: 2, seed: 7 }),
    );
    expect(rare).toHaveLength(1);
    for (const plan of await plansOf(rare[0]!, true, ['enable_indexscan = off'])) {
      expect(nodesOf(plan).map((node) => node['Index Name'])).toContain('listings_featured_search_idx');
    }
  });

  it("counts and facets: the capped count and the facets counted from listings use the filters' indexes", async () => {
    for (const where of [
      { filters: f({}), text: words('samsung') },
      { filters: f({ seller_id: 0 }), text: null },
      { filters: f({ category: 'Vehicles' }), text: words('toyota corolla') },
    ] as SearchWhere[]) {
      const resolved = where.filters.seller_id === undefined ? where : { ...where, filters: f({ seller_id: sellerId }) };
      await expectIndexDriven(`count ${JSON.stringify(resolved)}`, (ex) => searchSql().countUpTo(ex, searchConditions(resolved), 1000));
    }
    for (const where of [
      { filters: f({}), text: words('samsung') },
      { filters: f({ min_price: 100_00, max_price: 5000_00 }), text: null },
      { filters: f({ category: 'Electronics', seller_id: 0 }), text: null },
    ] as SearchWhere[]) {
      const resolved = where.filters.seller_id === undefined ? where : { ...where, filters: { ...where.filters, seller_id: sellerId } };
      await expectIndexDriven(`facets ${JSON.stringify(resolved)}`, (ex) => searchSql().facetGroups(ex, resolved));
    }
  });

  it('facets without words, prices or a seller never read listings at all', async () => {
    for (const filters of [f({}), f({ category: 'Electronics', region: 'Ashanti' }), f({ promotion: 'FEATURED', buy_now: true })]) {
      const statements = await statementsOf((ex) => createSearchSql(ctx.deps.db).facetGroups(ex, { filters, text: null }));
      for (const statement of statements) {
        for (const plan of await plansOf(statement, false)) {
          const relations = nodesOf(plan)
            .map((node) => node['Relation Name'])
            .filter(Boolean);
          expect(relations, JSON.stringify(filters)).not.toContain('listings');
          expect(relations).toContain('listing_facet_counts');
        }
      }
    }
  });
});
