import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, type SearchFacets } from '@dwa/shared/search';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { insertListing, type ListingSeed } from '../../../test/factories/listings';
import { searchUrl } from '../../../test/factories/requests';
import { foldFacets } from './listings.search';

let ctx: TestContext;
let own: TestUser;

const rows: ListingSeed[] = [
  { title: 'Tecno Spark phone', category: 'Electronics', subCategory: 'Phones', region: 'Northern', condition: 'New', price: 1650 },
  {
    title: 'Samsung A54 phone',
    category: 'Electronics',
    subCategory: 'Phones',
    region: 'Greater Accra',
    condition: 'Like New',
    price: 3800,
  },
  {
    title: 'HP EliteBook',
    category: 'Electronics',
    subCategory: 'Computers',
    region: 'Greater Accra',
    condition: 'Good',
    price: 5200,
    promotion: 'FEATURED',
  },
  { title: 'Toyota Corolla', category: 'Vehicles', subCategory: 'Cars', region: 'Ashanti', condition: 'Fair', price: 85000 },
  { title: 'Boxer motorbike', category: 'Vehicles', subCategory: 'Motorcycles', region: 'Ashanti', condition: 'Good', price: 14000 },
  { title: 'Plot of land', category: 'Property', subCategory: 'Land', region: null, condition: null, price: 60000 },
  { title: 'Hidden phone', category: 'Electronics', subCategory: 'Phones', region: 'Northern', condition: 'New', status: 'inactive' },
  { title: 'Pending phone', category: 'Electronics', subCategory: 'Phones', region: 'Northern', condition: 'New', status: 'pending' },
];

beforeAll(async () => {
  ctx = await createTestApp();
  own = await createUser(ctx, { userType: 'SELLER' });
  for (const seed of rows) await insertListing(ctx, own, seed);
  // Another seller's listings must not leak into the seller-filtered counts.
  const other = await createUser(ctx, { userType: 'SELLER' });
  await insertListing(ctx, other, { category: 'Electronics', subCategory: 'Phones', region: 'Northern' });
});
afterAll(() => ctx.close());

async function facets(params: Record<string, string | number | undefined>): Promise<SearchFacets> {
  const res = await ctx.app.inject({ method: 'GET', url: searchUrl({ seller_id: own.id, ...params }, '/api/v1/classifieds/facets') });
  if (res.statusCode !== 200) throw new Error(`facets answered ${res.statusCode}: ${res.body}`);
  return res.json() as SearchFacets;
}

async function total(params: Record<string, string | number | undefined>): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: searchUrl({ seller_id: own.id, ...params }) });
  return (res.json() as { total: number }).total;
}

describe('GET /api/v1/classifieds/facets', () => {
  it('counts active listings per category, sub-category, region and condition, most first', async () => {
    expect(await facets({})).toEqual({
      categories: [
        { value: 'Electronics', count: 3 },
        { value: 'Vehicles', count: 2 },
        { value: 'Property', count: 1 },
      ],
      sub_categories: [
        { value: 'Phones', count: 2 },
        { value: 'Cars', count: 1 },
        { value: 'Computers', count: 1 },
        { value: 'Land', count: 1 },
        { value: 'Motorcycles', count: 1 },
      ],
      regions: [
        { value: 'Ashanti', count: 2 },
        { value: 'Greater Accra', count: 2 },
        { value: 'Northern', count: 1 },
      ],
      conditions: [
        { value: 'Good', count: 2 },
        { value: 'Fair', count: 1 },
        { value: 'Like New', count: 1 },
        { value: 'New', count: 1 },
      ],
      total: 6,
      fuzzy: false,
    });
  });

  it('lets each facet ignore its own filter, so the other choices stay visible', async () => {
    const body = await facets({ category: 'Electronics', region: 'Greater Accra' });
    // Categories ignore category (and sub-category) but keep the region.
    expect(body.categories).toEqual([{ value: 'Electronics', count: 2 }]);
    // Sub-categories keep category and region.
    expect(body.sub_categories).toEqual([
      { value: 'Computers', count: 1 },
      { value: 'Phones', count: 1 },
    ]);
    // Regions ignore the region but keep the category.
    expect(body.regions).toEqual([
      { value: 'Greater Accra', count: 2 },
      { value: 'Northern', count: 1 },
    ]);
    expect(body.conditions).toEqual([
      { value: 'Good', count: 1 },
      { value: 'Like New', count: 1 },
    ]);
    expect(body.total).toBe(2);
  });

  it('applies q, the price range and the promotion to every count', async () => {
    const phones = await facets({ q: 'phone', max_price: 2000 });
    expect(phones.categories).toEqual([{ value: 'Electronics', count: 1 }]);
    expect(phones.total).toBe(1);
    const featured = await facets({ promotion: 'FEATURED' });
    expect(featured.sub_categories).toEqual([{ value: 'Computers', count: 1 }]);
    const typo = await facets({ q: 'toyta' });
    expect(typo).toMatchObject({ total: 1, fuzzy: true, categories: [{ value: 'Vehicles', count: 1 }] });
  });

  it('matches the search totals for the same filters', async () => {
    for (const params of [{}, { category: 'Electronics' }, { region: 'Ashanti', condition: 'Good' }, { q: 'phone' }, { min_price: 5000 }]) {
      const body = await facets(params);
      expect(body.total, JSON.stringify(params)).toBe(await total(params));
      for (const { value, count } of body.categories) {
        expect(count, value).toBe(await total({ ...params, category: value, sub_category: undefined }));
      }
      for (const { value, count } of body.regions) expect(count, value).toBe(await total({ ...params, region: value }));
    }
  });

  it('answers 422 for invalid filters, and never 500 for SQL-ish text', async () => {
    for (const [query, field, msg] of [
      ['category=Cars', 'category', SEARCH_MESSAGES.category],
      ['min_price=abc', 'min_price', SEARCH_MESSAGES.price('min_price')],
      ['min_price=-1', 'min_price', SEARCH_MESSAGES.price('min_price')],
      ['region=Accra', 'region', SEARCH_MESSAGES.region],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/facets?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['query', field], msg }));
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url: searchUrl({ q: "%'; DROP TABLE listings; --\\_" }, '/api/v1/classifieds/facets'),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as SearchFacets).total).toBe(0);
  });
});

describe('foldFacets', () => {
  it('counts a group in every facet whose other filters it passes', () => {
    const groups = [
      { category: 'Electronics', subCategory: 'Phones', region: 'Ashanti', condition: 'New', count: 3 },
      { category: 'Electronics', subCategory: 'TVs', region: 'Ashanti', condition: null, count: 2 },
      { category: 'Fashion', subCategory: 'Men', region: null, condition: 'New', count: 4 },
    ];
    expect(foldFacets(groups, { category: 'Electronics', sub_category: 'Phones', condition: 'New' })).toEqual({
      categories: [
        { value: 'Fashion', count: 4 },
        { value: 'Electronics', count: 3 },
      ],
      sub_categories: [{ value: 'Phones', count: 3 }],
      regions: [{ value: 'Ashanti', count: 3 }],
      conditions: [{ value: 'New', count: 3 }],
      total: 3,
    });
  });
});
