import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFiltersSchema, searchQuerySchema } from '@dwa/shared/search';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/factories/users';
import { insertListing } from '../../../test/factories/listings';
import { searchUrl } from '../../../test/factories/requests';
import { createSearchService, type SearchTimings } from './listings.search';

// Where a search's time goes (issue 20): the database time of each query kind a search or facets
// call ran, for the request log (debug) and /api/metrics.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { metrics: { enabled: true } } });
  const seller = await createUser(ctx, { userType: 'SELLER' });
  await insertListing(ctx, seller, { title: 'Samsung Galaxy A54' });
});
afterAll(() => ctx.close());

describe('search timings', () => {
  it('names the queries a search ran and how long each took; a shared answer ran none', async () => {
    const service = createSearchService({ db: ctx.deps.db, storage: ctx.deps.storage });
    const timings: SearchTimings = {};
    await service.search(searchQuerySchema.parse({ q: 'samsung', limit: '5' }), null, { shared: false, timings });
    // 'featured': the page's paid Featured slots (ADR 072), one query of their own.
    expect(Object.keys(timings).sort()).toEqual(['count', 'estimate', 'featured', 'page']);
    for (const ms of Object.values(timings)) expect(ms).toBeGreaterThanOrEqual(0);
    const facetTimings: SearchTimings = {};
    await service.facets(searchFiltersSchema.parse({}), { timings: facetTimings });
    expect(Object.keys(facetTimings)).toEqual(['facets']);
  });

  it('are exported at /api/metrics per query kind', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: searchUrl({ q: 'galaxy' }), headers: { 'cache-control': 'no-cache' } })).statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: searchUrl({}, '/api/v1/classifieds/facets') })).statusCode).toBe(200);
    const metrics = (await ctx.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(metrics).toMatch(/dwa_search_query_seconds_count\{query="page"\} [1-9]/);
    expect(metrics).toMatch(/dwa_search_query_seconds_count\{query="facets"\} [1-9]/);
  });
});
