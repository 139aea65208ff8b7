import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings, sellerStats, users } from '@dwa/db/schema';
import { listingSchema } from '@dwa/shared/listings';
import { SEARCH_MESSAGES, searchQuerySchema, type SearchSort } from '@dwa/shared/search';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { insertListing, type ListingSeed } from '../../../test/factories/listings';
import { searchUrl } from '../../../test/factories/requests';
import { createSearchService } from './listings.search';

let ctx: TestContext;

beforeAll(async () => {
  // Hundreds of requests in a minute: above the default per-IP ceiling.
  ctx = await createTestApp({ config: { apiRateLimitPerMinute: 100_000 } });
});
afterAll(() => ctx.close());

type Page = {
  results: { id: number; title: string; price: number; status: string; is_owner: boolean; created_at: string }[];
  total: number;
  total_is_estimate: boolean;
  next_cursor: string | null;
  fuzzy: boolean;
};

async function search(params: Record<string, string | number | undefined>, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ method: 'GET', url: searchUrl(params), headers });
  if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
  return res.json() as Page;
}
const ids = (page: Page) => page.results.map((listing) => listing.id);

/** Every page of a search, following next_cursor; `between` runs before each next page. */
async function allPages(params: Record<string, string | number | undefined>, between?: (page: number) => Promise<void>) {
  const seen: number[] = [];
  let cursor: string | undefined;
  for (let page = 1; page < 50; page += 1) {
    const body = await search({ ...params, cursor });
    seen.push(...ids(body));
    if (!body.next_cursor) return seen;
    cursor = body.next_cursor;
    await between?.(page);
  }
  throw new Error('too many pages');
}

const seller = () => createUser(ctx, { userType: 'SELLER' });

describe('GET /api/v1/classifieds/: the answer', () => {
  it('answers active listings in the listing read shape, with total, total_is_estimate, next_cursor and fuzzy', async () => {
    const own = await seller();
    const id = await insertListing(ctx, own, {
      title: 'Kente stole',
      images: 2,
      brand: 'Bonwire',
      condition: 'New',
      region: 'Ashanti',
      town: 'Kumasi',
    });
    const body = await search({ seller_id: own.id });
    expect(body).toMatchObject({ total: 1, total_is_estimate: false, next_cursor: null, fuzzy: false });
    expect(ids(body)).toEqual([id]);
    const listing = listingSchema.parse(body.results[0]);
    expect(listing).toMatchObject({
      title: 'Kente stole',
      brand: 'Bonwire',
      location: 'Kumasi, Ashanti',
      status: 'active',
      is_owner: false,
    });
    expect(listing.user).toMatchObject({ id: own.id, user_id: own.id });
    expect(listing.images).toEqual([`/static/listings/search-${id}-0-640.webp`, `/static/listings/search-${id}-1-640.webp`]);
    expect(listing.image_variants[1]).toMatchObject({ thumb: `/static/listings/search-${id}-1-320.webp`, width: 800, height: 600 });
    expect(JSON.stringify(body)).not.toMatch(/password|ranked_at|popularity|extra/);
  });

  it('accepts a bearer token without needing one: the owner sees is_owner, a broken token is ignored', async () => {
    const own = await seller();
    await insertListing(ctx, own);
    expect((await search({ seller_id: own.id }, own.auth)).results[0]?.is_owner).toBe(true);
    expect((await search({ seller_id: own.id }, { authorization: 'Bearer broken' })).results[0]?.is_owner).toBe(false);
  });

  it('never shows inactive or pending listings, whatever the filters', async () => {
    const own = await seller();
    const active = await insertListing(ctx, own, { title: 'Quokkaphone visible' });
    await insertListing(ctx, own, { title: 'Quokkaphone inactive', status: 'inactive', promotion: 'FEATURED' });
    await insertListing(ctx, own, { title: 'Quokkaphone pending', status: 'pending' });
    for (const sort of ['newest', 'price_asc', 'price_desc', 'relevance', 'popular']) {
      const body = await search({ q: 'quokkaphone', sort, seller_id: own.id });
      expect(ids(body)).toEqual([active]);
      expect(body.total).toBe(1);
    }
    expect(ids(await search({ q: 'quokkafone' }))).toEqual([active]); // fuzzy too
  });

  it('answers each listing as the listing read does, every column set (the search reads its rows as one JSON array)', async () => {
    const own = await seller();
    const id = await insertListing(ctx, own, {
      title: 'Kente stole, every field',
      images: 1,
      brand: 'Bonwire',
      type: 'Stole',
      price: 1234.56,
    });
    const at = new Date('2026-03-04T05:06:07.891Z');
    await ctx.deps.db
      .update(listings)
      .set({ buyNow: true, quantity: 7, expiresAt: at, extra: { size: 'XL', tags: ['kente'] }, renewals: 2, commentsCount: 3 })
      .where(eq(listings.id, id));
    await ctx.deps.db
      .update(users)
      .set({
        verifiedPhone: '+233241234567',
        idVerifiedAt: at,
        businessName: 'Bonwire Weavers',
        businessPhone: '0241234567',
        businessEmail: 'shop@bonwire.gh',
        businessWebsite: 'https://bonwire.gh',
        businessAddress: 'Bonwire, Ashanti',
        businessDescription: 'Handwoven since 1990',
      })
      .where(eq(users.id, own.id));
    await ctx.deps.db.insert(sellerStats).values({ sellerId: own.id, reviewCount: 4, ratingSum: 18, scoreTenths: 43 });
    const found = (await search({ seller_id: own.id })).results[0] as unknown as Record<string, unknown>;
    const read = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${id}` });
    expect(read.statusCode).toBe(200);
    const detail = read.json() as Record<string, unknown>;
    // The detail read counts its own view; everything else is the same.
    expect(detail.views).toBe((found.views as number) + 1);
    for (const [key, value] of Object.entries(found)) if (key !== 'views') expect([key, value]).toEqual([key, detail[key]]);
    expect(found).toMatchObject({ price: 1234.56, buy_now: true, quantity: 7, in_stock: true, expires_at: at.toISOString() });
    expect(found.user).toMatchObject({ phone_verified: true, id_verified: true, business_name: 'Bonwire Weavers' });
    expect((found.user as { rating: unknown }).rating).not.toBeNull();
  });
});

describe('API docs', () => {
  it('document the search and facets parameters and answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, { get?: { parameters?: { name: string }[]; responses?: Record<string, unknown> } }>;
    const names = (path: string) => (paths[path]?.get?.parameters ?? []).map((parameter) => parameter.name).sort();
    expect(names('/api/v1/classifieds/')).toEqual(
      [
        'buy_now',
        'category',
        'condition',
        'cursor',
        'limit',
        'max_price',
        'min_price',
        'min_rating',
        'promotion',
        'q',
        'region',
        'seller_id',
        'sort',
        'sub_category',
      ].sort(),
    );
    expect(names('/api/v1/classifieds/facets')).toEqual(
      [
        'buy_now',
        'category',
        'condition',
        'max_price',
        'min_price',
        'min_rating',
        'promotion',
        'q',
        'region',
        'seller_id',
        'sub_category',
      ].sort(),
    );
    expect(JSON.stringify(paths['/api/v1/classifieds/']?.get?.responses)).toContain('total_is_estimate');
  });
});

describe('GET /api/v1/classifieds/: each parameter', () => {
  let own: TestUser;
  const made: Record<string, number> = {};

  beforeAll(async () => {
    own = await seller();
    const rows: [string, ListingSeed][] = [
      [
        'phone',
        {
          title: 'Tecno Spark 10',
          category: 'Electronics',
          subCategory: 'Phones',
          brand: 'Tecno',
          condition: 'New',
          region: 'Northern',
          town: 'Tamale',
          price: 1650,
        },
      ],
      [
        'laptop',
        {
          title: 'HP EliteBook 840',
          category: 'Electronics',
          subCategory: 'Computers',
          brand: 'HP',
          condition: 'Good',
          region: 'Greater Accra',
          price: 5200,
          promotion: 'URGENT',
        },
      ],
      [
        'car',
        {
          title: 'Toyota Corolla 2012',
          category: 'Vehicles',
          subCategory: 'Cars',
          brand: 'Toyota',
          condition: 'Fair',
          region: 'Ashanti',
          price: 85000,
          promotion: 'FEATURED',
        },
      ],
      [
        'dress',
        { title: 'Kaba and slit', category: 'Fashion', subCategory: 'Women', condition: 'Like New', region: 'Greater Accra', price: 350 },
      ],
      [
        'land',
        { title: 'Plot at Ejisu', category: 'Property', subCategory: 'Land', condition: null, region: null, town: null, price: 60000 },
      ],
    ];
    for (const [name, seed] of rows) made[name] = await insertListing(ctx, own, seed);
  });

  const only = async (params: Record<string, string | number>) => new Set(ids(await search({ seller_id: own.id, ...params })));
  const named = (...names: string[]) => new Set(names.map((name) => made[name]));

  it.each([
    [{ category: 'Electronics' }, ['phone', 'laptop']],
    [{ sub_category: 'Cars' }, ['car']],
    [{ condition: 'Like New' }, ['dress']],
    [{ region: 'Greater Accra' }, ['laptop', 'dress']],
    [{ min_price: '5200' }, ['laptop', 'car', 'land']],
    [{ max_price: '1650.00' }, ['phone', 'dress']],
    [{ min_price: '351', max_price: '1650' }, ['phone']],
    [{ promotion: 'FEATURED' }, ['car']],
    [{ promotion: 'urgent' }, ['laptop']],
    [{ q: 'tecno' }, ['phone']],
    [
      {
        category: 'Electronics',
        condition: 'Good',
        region: 'Greater Accra',
        min_price: 100,
        max_price: 6000,
        promotion: 'URGENT',
        q: 'elitebook',
      },
      ['laptop'],
    ],
    [{ category: 'Electronics', sub_category: 'Phones', region: 'Northern', sort: 'price_desc' }, ['phone']],
    [{ category: 'Vehicles', region: 'Greater Accra' }, []],
  ] as [Record<string, string | number>, string[]][])('filters by %o', async (params, names) => {
    expect(await only(params)).toEqual(named(...names));
  });

  it('filters by seller_id alone', async () => {
    const other = await seller();
    const id = await insertListing(ctx, other);
    expect(ids(await search({ seller_id: other.id }))).toEqual([id]);
    expect(await only({})).toEqual(named('phone', 'laptop', 'car', 'dress', 'land'));
  });

  it('limits the page size', async () => {
    const body = await search({ seller_id: own.id, limit: 2 });
    expect(body.results).toHaveLength(2);
    expect(body.total).toBe(5);
    expect(body.next_cursor).toEqual(expect.any(String));
  });

  it('sorts by price both ways, ties by id', async () => {
    expect(ids(await search({ seller_id: own.id, sort: 'price_asc' }))).toEqual(
      ['dress', 'phone', 'laptop', 'land', 'car'].map((name) => made[name]),
    );
    expect(ids(await search({ seller_id: own.id, sort: 'price_desc' }))).toEqual(
      ['car', 'land', 'laptop', 'phone', 'dress'].map((name) => made[name]),
    );
  });
});

describe('GET /api/v1/classifieds/: sorting', () => {
  it('shows the newest first by default, with URGENT (paid) listings as if posted 3 days later; FEATURED keeps its place (ADR 072)', async () => {
    const own = await seller();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse('2026-02-10T12:00:00Z');
    const fresh = await insertListing(ctx, own, { createdAt: new Date(now) });
    const urgentTwoDaysOld = await insertListing(ctx, own, { createdAt: new Date(now - 2 * day), promotion: 'URGENT' });
    const yesterday = await insertListing(ctx, own, { createdAt: new Date(now - day) });
    const urgentFiveDaysOld = await insertListing(ctx, own, { createdAt: new Date(now - 5 * day), promotion: 'URGENT' });
    const featuredOld = await insertListing(ctx, own, { createdAt: new Date(now - 3 * day), promotion: 'FEATURED' });
    const order = [urgentTwoDaysOld, fresh, yesterday, urgentFiveDaysOld, featuredOld];
    expect(ids(await search({ seller_id: own.id }))).toEqual(order);
    expect(ids(await search({ seller_id: own.id, sort: 'newest' }))).toEqual(order);
  });

  it('sorts strictly by posting time with sort=recent: a FEATURED ad is not lifted (Recent Ads, issue 16)', async () => {
    const own = await seller();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse('2026-02-10T12:00:00Z');
    const fresh = await insertListing(ctx, own, { createdAt: new Date(now) });
    const featuredTwoDaysOld = await insertListing(ctx, own, { createdAt: new Date(now - 2 * day), promotion: 'FEATURED' });
    const yesterday = await insertListing(ctx, own, { createdAt: new Date(now - day) });
    const featuredSixDaysOld = await insertListing(ctx, own, { createdAt: new Date(now - 6 * day), promotion: 'FEATURED' });
    const urgentOld = await insertListing(ctx, own, { createdAt: new Date(now - 3 * day), promotion: 'URGENT' });
    const order = [fresh, yesterday, featuredTwoDaysOld, urgentOld, featuredSixDaysOld];
    const body = await search({ seller_id: own.id, sort: 'recent' });
    expect(ids(body)).toEqual(order);
    const times = body.results.map((listing) => Date.parse(listing.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // Page by page, the same order; a cursor of `recent` is not one of `newest`.
    const first = await search({ seller_id: own.id, sort: 'recent', limit: 2 });
    expect(ids(first)).toEqual(order.slice(0, 2));
    expect(ids(await search({ seller_id: own.id, sort: 'recent', limit: 3, cursor: first.next_cursor! }))).toEqual(order.slice(2));
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: searchUrl({ seller_id: own.id, sort: 'newest', cursor: first.next_cursor! }),
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('sorts by popularity (likes + views), ties by id', async () => {
    const own = await seller();
    const a = await insertListing(ctx, own, { likes: 5, views: 10 });
    const b = await insertListing(ctx, own, { likes: 0, views: 100 });
    const c = await insertListing(ctx, own, { likes: 10, views: 5 });
    const d = await insertListing(ctx, own, { likes: 0, views: 0 });
    expect(ids(await search({ seller_id: own.id, sort: 'popular' }))).toEqual([b, c, a, d]);
  });

  it('ranks by relevance with sort=relevance: a title match beats a newer description match', async () => {
    const own = await seller();
    const titled = await insertListing(ctx, own, { title: 'Wombatron speaker', description: 'Loud and clear, with remote control.' });
    const mentioned = await insertListing(ctx, own, {
      title: 'Bluetooth speaker',
      description: 'Sounds better than a wombatron, honestly.',
    });
    expect(ids(await search({ q: 'wombatron', sort: 'relevance' }))).toEqual([titled, mentioned]);
    expect(ids(await search({ q: 'wombatron' }))).toEqual([mentioned, titled]);
  });

  it('treats sort=relevance without q as newest', async () => {
    const own = await seller();
    const older = await insertListing(ctx, own);
    const newer = await insertListing(ctx, own);
    const body = await search({ seller_id: own.id, sort: 'relevance', limit: 1 });
    expect(ids(body)).toEqual([newer]);
    expect(ids(await search({ seller_id: own.id, sort: 'newest', cursor: body.next_cursor! }))).toEqual([older]);
  });
});

describe('GET /api/v1/classifieds/: q', () => {
  it('finds words in the title, brand, category, sub-category and description, in any case, and prefixes', async () => {
    const own = await seller();
    const id = await insertListing(ctx, own, {
      title: 'Galaxy A54 Zorblatt edition',
      brand: 'Samsung',
      category: 'Electronics',
      subCategory: 'Phones',
      description: 'Comes with the original Kwabenya receipt.',
    });
    for (const q of [
      'ZORBLATT',
      'zorbl',
      'samsung zorblatt',
      'electronics zorblatt',
      'phones zorblatt',
      'kwabenya zorblatt',
      'a54 zorblatt',
    ]) {
      expect(ids(await search({ q, seller_id: own.id })), q).toEqual([id]);
    }
    // Every word must match; when none does, similar titles are offered instead, and said so.
    expect(await search({ q: 'zorblatt nokia', seller_id: own.id })).toMatchObject({ fuzzy: true });
    expect(ids(await search({ q: 'nokia lumia', seller_id: own.id }))).toEqual([]);
  });

  it("tolerates typos: 'samsng' finds 'Samsung', and says the results are similar ones", async () => {
    const own = await seller();
    const phone = await insertListing(ctx, own, {
      title: 'Samsung Galaxy S21',
      brand: 'Samsung',
      category: 'Electronics',
      subCategory: 'Phones',
    });
    const tv = await insertListing(ctx, own, { title: '55 inch smart TV', brand: 'Samsung', category: 'Electronics', subCategory: 'TVs' });
    await insertListing(ctx, own, { title: 'Wooden stool' });
    const exact = await search({ q: 'samsung', seller_id: own.id });
    expect(new Set(ids(exact))).toEqual(new Set([phone, tv]));
    expect(exact.fuzzy).toBe(false);
    const typo = await search({ q: 'samsng', seller_id: own.id });
    expect(new Set(ids(typo))).toEqual(new Set([phone, tv]));
    expect(typo).toMatchObject({ fuzzy: true, total: 2, total_is_estimate: false });
    expect(ids(await search({ q: 'samsng', seller_id: own.id, sort: 'relevance' }))[0]).toBe(phone);
  });

  it('keeps the similar-words mode on the next pages', async () => {
    const own = await seller();
    const made = [];
    for (let i = 0; i < 5; i += 1) made.push(await insertListing(ctx, own, { title: `Jollof pot ${i}` }));
    const first = await search({ q: 'jolof', seller_id: own.id, limit: 2 });
    expect(first.fuzzy).toBe(true);
    const rest = await allPages({ q: 'jolof', seller_id: own.id, limit: 2 });
    expect(rest).toEqual([...made].reverse());
  });

  it('answers nothing (not everything) for q without words, and 200 for SQL-ish text', async () => {
    const own = await seller();
    const percent = await insertListing(ctx, own, { title: '100% cotton shirt' });
    const quoted = await insertListing(ctx, own, { title: "O'Brien's bakery oven" });
    const slashed = await insertListing(ctx, own, { title: 'Back\\slash under_score table' });
    const cases: [string, number[]][] = [
      ['%', []],
      ['_', []],
      ['\\', []],
      ["'", []],
      ['%%', []],
      ['100%', [percent]],
      ["o'brien", [quoted]],
      ['brien%', [quoted]],
      ['under_score', [slashed]],
      ['back\\slash', [slashed]],
      ["'; DROP TABLE listings; --", []],
      ["' OR '1'='1", []],
      ['a:* | b', []],
      ['!!', []],
    ];
    for (const [q, expected] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url: searchUrl({ q, seller_id: own.id }) });
      expect(res.statusCode, q).toBe(200);
      expect(ids(res.json() as Page), q).toEqual(expected);
    }
    expect((await search({ seller_id: own.id })).total).toBe(3);
    const res = await ctx.app.inject({ method: 'GET', url: searchUrl({ q: '%', category: 'Electronics', region: "Ashanti' OR '1'='1" }) });
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /api/v1/classifieds/: keyset pages', () => {
  const cases: { sort: SearchSort; seed: (i: number) => ListingSeed; extra: (i: number) => ListingSeed; q?: string }[] = [
    { sort: 'newest', seed: (i) => ({ promotion: i % 4 === 0 ? 'FEATURED' : 'NONE' }), extra: () => ({}) },
    { sort: 'recent', seed: (i) => ({ promotion: i % 4 === 0 ? 'FEATURED' : 'NONE' }), extra: () => ({}) },
    { sort: 'price_asc', seed: (i) => ({ price: 100 + (i % 4) * 10 }), extra: (i) => ({ price: i % 2 ? 50 : 500 }) },
    { sort: 'price_desc', seed: (i) => ({ price: 100 + (i % 3) * 10 }), extra: (i) => ({ price: i % 2 ? 50 : 500 }) },
    { sort: 'popular', seed: (i) => ({ likes: i % 3, views: (i % 2) * 3 }), extra: (i) => ({ likes: i, views: 0 }) },
    {
      sort: 'relevance',
      q: 'pangolin',
      seed: (i) => ({ title: i % 3 ? 'Pangolin lamp' : 'Lamp', description: 'A pangolin shaped lamp.' }),
      extra: () => ({ title: 'Pangolin lamp', description: 'A pangolin lamp.' }),
    },
  ];

  it.each(cases)('$sort: no duplicates or gaps while listings are added between pages', async ({ sort, seed, extra, q }) => {
    const own = await seller();
    for (let i = 0; i < 13; i += 1) await insertListing(ctx, own, seed(i));
    const params = { seller_id: own.id, sort, q, limit: 4 };
    const before = await allPages({ ...params, limit: 100 });
    expect(before).toHaveLength(13);

    let added = 0;
    const during = await allPages(params, async () => {
      for (let i = 0; i < 2; i += 1) {
        await insertListing(ctx, own, extra(added));
        added += 1;
      }
    });
    expect(new Set(during).size).toBe(during.length);
    expect(during.filter((id) => before.includes(id))).toEqual(before);

    // What a fresh pass sees now is the same order, with the added listings in their places.
    const after = await allPages({ ...params, limit: 100 });
    expect(after).toHaveLength(13 + added);
    expect(after.filter((id) => during.includes(id))).toEqual(during);
  });

  it('follows cursors on the bare path too', async () => {
    const own = await seller();
    const a = await insertListing(ctx, own);
    const b = await insertListing(ctx, own);
    const first = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds?seller_id=${own.id}&limit=1` });
    const cursor = (first.json() as Page).next_cursor!;
    const second = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds?seller_id=${own.id}&limit=1&cursor=${cursor}` });
    expect([...ids(first.json() as Page), ...ids(second.json() as Page)]).toEqual([b, a]);
    expect((second.json() as Page).next_cursor).toBeNull();
  });
});

describe('GET /api/v1/classifieds/: invalid parameters', () => {
  const cursorOf = async (sort: string) => (await search({ sort, limit: 1 })).next_cursor!;

  beforeAll(async () => {
    const own = await seller();
    await insertListing(ctx, own);
    await insertListing(ctx, own);
  });

  it.each([
    ['sort', 'sort=oldest', SEARCH_MESSAGES.sort],
    ['limit', 'limit=0', SEARCH_MESSAGES.limit],
    ['limit', 'limit=101', SEARCH_MESSAGES.limit],
    ['limit', 'limit=abc', SEARCH_MESSAGES.limit],
    ['limit', 'limit=2.5', SEARCH_MESSAGES.limit],
    ['min_price', 'min_price=abc', SEARCH_MESSAGES.price('min_price')],
    ['min_price', 'min_price=-5', SEARCH_MESSAGES.price('min_price')],
    ['max_price', 'max_price=1.234', SEARCH_MESSAGES.price('max_price')],
    ['max_price', 'max_price=2000000000', SEARCH_MESSAGES.priceMax('max_price')],
    ['max_price', 'min_price=500&max_price=100', SEARCH_MESSAGES.priceRange],
    ['category', 'category=Sneakers', SEARCH_MESSAGES.category],
    ['sub_category', 'sub_category=Spaceships', SEARCH_MESSAGES.subCategory],
    ['sub_category', 'category=Vehicles&sub_category=Phones', SEARCH_MESSAGES.subCategoryMismatch],
    ['condition', 'condition=Broken', SEARCH_MESSAGES.condition],
    ['region', 'region=Lagos', SEARCH_MESSAGES.region],
    ['promotion', 'promotion=GOLD', SEARCH_MESSAGES.promotion],
    ['seller_id', 'seller_id=abc', SEARCH_MESSAGES.sellerId],
    ['seller_id', 'seller_id=0', SEARCH_MESSAGES.sellerId],
    ['seller_id', 'seller_id=1%20OR%201%3D1', SEARCH_MESSAGES.sellerId],
    ['q', `q=${'a'.repeat(201)}`, SEARCH_MESSAGES.qMax],
    ['q', 'q=a&q=b', SEARCH_MESSAGES.text('q')],
    ['cursor', 'cursor=not%20a%20cursor', SEARCH_MESSAGES.cursor],
    ['cursor', 'cursor=abc', SEARCH_MESSAGES.cursor],
  ])('%s: %s', async (field, query, msg) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/?${query}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['query', field], msg }));
  });

  it('rejects a cursor of another sort, and a tampered one', async () => {
    const newest = await cursorOf('newest');
    const wrongSort = await ctx.app.inject({ method: 'GET', url: searchUrl({ sort: 'price_asc', cursor: newest }) });
    expect(wrongSort.statusCode).toBe(422);
    expect(wrongSort.json().detail).toEqual([
      { loc: ['query', 'cursor'], msg: SEARCH_MESSAGES.cursor, type: 'cursor', code: 'paging.cursor', params: {} },
    ]);
    const tampered = Buffer.from(JSON.stringify({ s: 'newest', k: "x' OR 1=1 --", i: 1, f: false })).toString('base64url');
    expect((await ctx.app.inject({ method: 'GET', url: searchUrl({ cursor: tampered }) })).statusCode).toBe(422);
  });

  it('lists every problem at once, and ignores unknown parameters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?sort=bad&limit=0&min_price=abc' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .detail.map((issue: { loc: string[] }) => issue.loc[1])
        .sort(),
    ).toEqual(['limit', 'min_price', 'sort']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?page=3&foo=bar' })).statusCode).toBe(200);
  });

  it('never answers 500, whatever the values', async () => {
    const params = [
      'q',
      'category',
      'sub_category',
      'condition',
      'region',
      'min_price',
      'max_price',
      'promotion',
      'seller_id',
      'sort',
      'limit',
      'cursor',
    ];
    const values = [
      '\u0000',
      'a\u0000b',
      '1e309',
      'Infinity',
      'NaN',
      '0x10',
      ' 5 ',
      '5 5',
      '-0',
      '00012',
      '😀',
      '%',
      '\\',
      "'",
      '"',
      '*',
      ':*',
      '&|!',
      'ẞ',
      '9'.repeat(40),
    ];
    for (const path of ['/api/v1/classifieds/', '/api/v1/classifieds/facets']) {
      for (const param of params) {
        for (const value of values) {
          const res = await ctx.app.inject({
            method: 'GET',
            url: searchUrl({ [param]: value, sort: param === 'sort' ? value : 'relevance' }, path),
          });
          expect([200, 422], `${path} ${param}=${JSON.stringify(value)}: ${res.body}`).toContain(res.statusCode);
        }
      }
    }
  });

  it('reads blank parameters as not given (a cleared form field)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?q=&category=&min_price=&sort=&limit=&cursor=' });
    expect(res.statusCode).toBe(200);
    expect(searchQuerySchema.parse({ q: '  ', sort: '' })).toMatchObject({ q: undefined, sort: 'newest', limit: 24 });
  });
});

describe('search service', () => {
  it('answers an exact total up to the cap and the planner estimate beyond it', async () => {
    const own = await seller();
    for (let i = 0; i < 4; i += 1) await insertListing(ctx, own);
    const service = createSearchService({ db: ctx.deps.db, storage: ctx.deps.storage, exactCountCap: 3 });
    const query = searchQuerySchema.parse({ seller_id: String(own.id) });
    const page = await service.search(query, null, { shared: false });
    expect(page.total_is_estimate).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(4);
    const few = await service.search(searchQuerySchema.parse({ seller_id: String(own.id), max_price: '0' }), null);
    expect(few).toMatchObject({ total: 0, total_is_estimate: false });
  });

  it('shares the work of identical concurrent searches, but not across a write or without sharing', async () => {
    const service = createSearchService({ db: ctx.deps.db, storage: ctx.deps.storage });
    const query = searchQuerySchema.parse({ limit: '3' });
    const [a, b] = await Promise.all([service.search(query, null), service.search(query, null)]);
    expect(a).toBe(b);
    const [c, d] = await Promise.all([service.search(query, null), service.search(query, 1)]);
    expect(c).not.toBe(d); // another viewer (is_owner differs)
    const first = service.search(query, null);
    service.invalidate();
    const second = service.search(query, null);
    expect(await first).not.toBe(await second);
    const [e, f] = await Promise.all([service.search(query, null), service.search(query, null, { shared: false })]);
    expect(e).not.toBe(f);
    expect(e).toEqual(f);
  });

  it('lets Cache-Control: no-cache skip the sharing', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?limit=1', headers: { 'cache-control': 'no-cache' } });
    expect(res.statusCode).toBe(200);
  });
});
