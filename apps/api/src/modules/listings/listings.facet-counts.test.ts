import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '@dwa/db/schema';
import type { SearchFacets } from '@dwa/shared/search';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/factories/users';
import { insertListing } from '../../../test/factories/listings';
import { searchUrl } from '../../../test/factories/requests';

// The maintained facet counts (listing_facet_counts, migration 0015, docs/decisions/042): after
// every kind of write that moves a listing into, out of or across the search's set, the counts
// equal a count of the listings themselves, and the facets endpoint answers from them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ config: { apiRateLimitPerMinute: 100_000 } });
});
afterAll(() => ctx.close());

type Group = { category: string; sub_category: string; region: string; condition: string; promotion: string; buy_now: boolean; n: number };
const key = (g: Group) => `${g.category}|${g.sub_category}|${g.region}|${g.condition}|${g.promotion}|${g.buy_now}`;
const sorted = (groups: Group[]) => groups.map((g) => ({ ...g, n: Number(g.n) })).sort((a, b) => key(a).localeCompare(key(b)));

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The maintained counts, and the same counts computed from the listings. */
async function maintainedAndCounted() {
  const maintained = await rows<Group>(
    sql`SELECT category, sub_category, region, condition, promotion, buy_now, n FROM listing_facet_counts WHERE n <> 0`,
  );
  const counted = await rows<Group>(sql`
    SELECT l.category, l.sub_category, coalesce(l.region, '') AS region, coalesce(l.condition, '') AS condition, l.promotion, l.buy_now, count(*)::int AS n
    FROM listings l JOIN users u ON u.id = l.user_id AND u.is_active WHERE l.status = 'active' GROUP BY 1, 2, 3, 4, 5, 6`);
  return { maintained: sorted(maintained), counted: sorted(counted) };
}

async function expectInStep(step: string) {
  const { maintained, counted } = await maintainedAndCounted();
  expect(maintained, step).toEqual(counted);
}

async function facets(params: Record<string, string | number | undefined> = {}): Promise<SearchFacets> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: searchUrl(params, '/api/v1/classifieds/facets'),
    headers: { 'cache-control': 'no-cache' },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as SearchFacets;
}

describe('listing_facet_counts', () => {
  it('follows inserts, status changes, edits of a dimension, promotions, deletes and sellers leaving and coming back', async () => {
    const a = await createUser(ctx, { userType: 'SELLER' });
    const b = await createUser(ctx, { userType: 'SELLER' });
    const phone = await insertListing(ctx, a, { category: 'Electronics', subCategory: 'Phones', region: 'Northern', condition: 'New' });
    const car = await insertListing(ctx, a, { category: 'Vehicles', subCategory: 'Cars', region: null, condition: null });
    const pending = await insertListing(ctx, b, { category: 'Electronics', subCategory: 'Phones', region: 'Ashanti', status: 'pending' });
    await insertListing(ctx, b, { category: 'Electronics', subCategory: 'Computers', region: 'Ashanti', condition: 'Good' });
    await expectInStep('inserted');

    const { db } = ctx.deps;
    await db.update(listings).set({ status: 'active' }).where(eq(listings.id, pending));
    await expectInStep('approved');
    await db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, phone));
    await expectInStep('deactivated');
    await db.update(listings).set({ status: 'active', region: 'Volta', condition: 'Fair' }).where(eq(listings.id, phone));
    await expectInStep('reactivated with another region and condition');
    await db.update(listings).set({ promotion: 'FEATURED', buyNow: true }).where(eq(listings.id, car));
    await expectInStep('promoted, in the shop');
    await db.update(listings).set({ viewsCount: 5, likesCount: 2, title: 'Another title' }).where(eq(listings.id, car));
    await expectInStep('views, likes and title (no change to the counts)');
    await db.update(listings).set({ userId: b.id }).where(eq(listings.id, car));
    await expectInStep('moved to another seller');

    await db.update(users).set({ isActive: false }).where(eq(users.id, b.id));
    await expectInStep('seller deactivated');
    await db.update(listings).set({ category: 'Fashion', subCategory: 'Men' }).where(eq(listings.id, pending));
    await expectInStep('a deactivated seller edits');
    await db.update(users).set({ isActive: true }).where(eq(users.id, b.id));
    await expectInStep('seller back');

    await db.delete(listings).where(eq(listings.id, phone));
    await expectInStep('listing deleted');
    await db.delete(users).where(eq(users.id, b.id));
    await expectInStep('seller deleted with their listings');
    await db.update(users).set({ isActive: false }).where(eq(users.id, a.id));
    await db.delete(users).where(eq(users.id, a.id));
    await expectInStep('a deactivated seller deleted');
    expect((await maintainedAndCounted()).maintained).toEqual([]);
  });

  it('answers the facets without q, a price range or a seller from the counts, equal to those counted from the listings', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    await insertListing(ctx, seller, { category: 'Electronics', subCategory: 'Phones', region: 'Northern', condition: 'New' });
    await insertListing(ctx, seller, {
      category: 'Electronics',
      subCategory: 'Computers',
      region: 'Greater Accra',
      condition: 'Good',
      promotion: 'FEATURED',
    });
    await insertListing(ctx, seller, { category: 'Vehicles', subCategory: 'Cars', region: 'Ashanti', condition: null });
    await expectInStep('seeded');
    // min_price=0 matches every listing but takes the listings' path: both paths must agree.
    for (const params of [
      {},
      { category: 'Electronics' },
      { region: 'Ashanti' },
      { category: 'Electronics', condition: 'Good' },
      { promotion: 'FEATURED' },
    ]) {
      const fromCounts = await facets(params);
      const fromListings = await facets({ ...params, min_price: 0 });
      expect(fromCounts, JSON.stringify(params)).toEqual(fromListings);
    }
    // The counts table, not the listings, is read: rows it holds are what the endpoint answers.
    await ctx.deps.db.execute(sql`UPDATE listing_facet_counts SET n = n + 100 WHERE category = 'Vehicles' AND n > 0`);
    expect((await facets()).categories).toContainEqual({ value: 'Vehicles', count: 101 });
    await ctx.deps.db.execute(sql`SELECT listing_facet_counts_rebuild()`);
    expect((await facets()).categories).toContainEqual({ value: 'Vehicles', count: 1 });
    await expectInStep('rebuilt');
  });
});
