import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_POOL, FEATURED_SLOTS, pickFeatured } from '@dwa/shared/boosts';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/factories/users';
import { insertListing } from '../../../test/factories/listings';
import { inArray } from 'drizzle-orm';
import { listings } from '@dwa/db/schema';
import { searchQuerySchema } from '@dwa/shared/search';
import { createSearchService } from './listings.search';
import { createSearchSql, searchConditions, type SearchWhere } from './listings.search-sql';

// The featured slots in one statement (ADR 072, ADR 093): the SQL's pool and turns must pick exactly
// what the rotation's rule, `pickFeatured` of @dwa/shared/boosts, picks from the same pool.

let ctx: TestContext;
let boosted: number[] = [];
const word = 'Rotationcheck';

beforeAll(async () => {
  ctx = await createTestApp();
  const seller = await createUser(ctx, { userType: 'SELLER' });
  boosted = [];
  for (let index = 0; index < 7; index += 1) {
    boosted.push(await insertListing(ctx, seller, { title: `${word} boosted ${index}`, promotion: 'FEATURED', images: 1 }));
    await insertListing(ctx, seller, { title: `${word} plain ${index}` });
  }
  await insertListing(ctx, seller, { title: 'Another boosted thing', promotion: 'FEATURED' });
});
afterAll(() => ctx.close());

const conditions = (q: string | null) =>
  searchConditions({ filters: {} as SearchWhere['filters'], text: q ? { q, tsQuery: `${q.toLowerCase()}:*`, fuzzy: false } : null });

describe('featured slots in one statement', () => {
  it('picks what pickFeatured picks, in its order, for every seed, pool size and slot count', async () => {
    const searchSql = createSearchSql(ctx.deps.db);
    for (const pool of [1, 2, 3, 7, FEATURED_POOL]) {
      const expectedPool = boosted.slice(0, pool);
      for (const slots of [1, FEATURED_SLOTS, 5]) {
        for (const seed of [0, 1, 2, 5, 6, 7, 13, 1_000_003, 5_890_000_042]) {
          const rows = await searchSql.featured(ctx.deps.db, conditions(word), { pool, slots, seed });
          expect(rows.map((row) => row.listing.id)).toEqual(pickFeatured(expectedPool, seed, slots));
        }
      }
    }
  });

  it('answers the listings with their sellers and photos, and only boosted ones that match', async () => {
    const searchSql = createSearchSql(ctx.deps.db);
    const rows = await searchSql.featured(ctx.deps.db, conditions(word), { pool: FEATURED_POOL, slots: FEATURED_SLOTS, seed: 3 });
    expect(rows).toHaveLength(FEATURED_SLOTS);
    for (const row of rows) {
      expect(row.listing.title).toMatch(/boosted/);
      expect(row.listing.seller.id).toBe(row.listing.userId);
      expect(row.images.length).toBeGreaterThan(0);
    }
    const everything = await searchSql.featured(ctx.deps.db, conditions(null), { pool: FEATURED_POOL, slots: 100, seed: 0 });
    expect(everything).toHaveLength(boosted.length + 1);
    expect(await searchSql.featured(ctx.deps.db, conditions('nothingmatchesthis'), { pool: 5, slots: 2, seed: 1 })).toEqual([]);
  });

  it('a search reuses its featured slots for a few seconds; a listing change in this process ends that at once', async () => {
    const service = createSearchService({ db: ctx.deps.db, storage: ctx.deps.storage, now: () => new Date(1_800_000_000_000) });
    const query = searchQuerySchema.parse({ q: word });
    const first = (await service.search(query, null, { shared: false })).featured.map((item) => item.id);
    expect(first).toHaveLength(FEATURED_SLOTS);
    // Their boost ends behind the service's back (no change reported): the slots stay, for a few seconds.
    await ctx.deps.db.update(listings).set({ featured: false }).where(inArray(listings.id, first));
    expect((await service.search(query, null, { shared: false })).featured.map((item) => item.id)).toEqual(first);
    // Reported, as the boosts and listings services do after their commit: gone from the next search.
    service.invalidate();
    const next = (await service.search(query, null, { shared: false })).featured.map((item) => item.id);
    expect(next).toHaveLength(FEATURED_SLOTS);
    expect(next.some((id) => first.includes(id))).toBe(false);
    await ctx.deps.db.update(listings).set({ featured: true }).where(inArray(listings.id, first));
    service.invalidate();
  });

  it('refuses a pool or slot count that is not a positive whole number', async () => {
    const searchSql = createSearchSql(ctx.deps.db);
    await expect(searchSql.featured(ctx.deps.db, conditions(null), { pool: 0, slots: 2, seed: 1 })).rejects.toThrow();
    await expect(searchSql.featured(ctx.deps.db, conditions(null), { pool: 5, slots: 1.5, seed: 1 })).rejects.toThrow();
  });
});
