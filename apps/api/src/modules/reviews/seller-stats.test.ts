import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { listings, reviews as reviewsTable, sellerStats } from '@dwa/db/schema';
import { rowsOf } from '@dwa/db/client';
import { listingSchema, type Listing } from '@dwa/shared/listings';
import { SCORE_PRIOR, SCORE_PRIOR_WEIGHT, smoothedScore, type Review, type SellerPage } from '@dwa/shared/reviews';
import { SEARCH_MESSAGES } from '@dwa/shared/search';
import { task } from '../../lib/jobs';
import { createTestApp, type TestContext } from '../../../test/helpers';
import {
  actOk,
  buy,
  giveBusinessAddress,
  insertProduct,
  momoCheckout,
  shopConfig,
  shopRequests,
  type ShopRequests,
} from '../../../test/factories/shop';
import { insertListing } from '../../../test/factories/listings';
import { createUser, type TestUser } from '../../../test/factories/users';
import { searchUrl } from '../../../test/factories/requests';
import { createSearchService } from '../listings/listings.search';

// Seller scores on the listing answers (issue 32, ADR 067): seller_stats is kept by the reviews'
// triggers in the review's own transaction, so every listing answer (search, detail) shows the
// score after a review, an edit, hiding or removal; Explore filters by a rating floor and sorts by
// rating through the search's own parameters.

let ctx: TestContext;
let shop: ShopRequests;

beforeAll(async () => {
  ctx = await createTestApp({
    config: { ...shopConfig, apiRateLimitPerMinute: 100_000 },
  });
  shop = shopRequests(ctx);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function newSeller(name: string): Promise<TestUser> {
  const seller = await createUser(ctx, { userType: 'SELLER', name });
  await giveBusinessAddress(ctx, seller);
  return seller;
}

/** A buyer's review of a delivered (picked up) order of `seller`'s, through the API. */
async function reviewed(seller: TestUser, rating: number) {
  const buyer = await createUser(ctx, { name: 'Ama Mensah' });
  const item = await insertProduct(ctx, seller, { price: 50, quantity: 5, title: 'Shop item' });
  const answer = await buy(shop, buyer, [[item, 1]], { ...momoCheckout, delivery_method: 'pickup', delivery_address: undefined });
  if (answer.payment) expect((await shop.payment(buyer, answer.payment.id)).json()).toMatchObject({ status: 'succeeded' });
  const orderId = answer.orders[0]!.id;
  await actOk(shop, seller, orderId, 'accept');
  await actOk(shop, seller, orderId, 'ship');
  await actOk(shop, buyer, orderId, 'confirm');
  const res = await call('POST', `/orders/${orderId}/review`, buyer, { rating, body: `Rated ${rating}` });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, orderId, item, reviewId: (res.json() as Review).id };
}

type Page = { results: Listing[]; next_cursor: string | null; total: number };
async function search(params: Record<string, string | number | undefined>): Promise<Page> {
  const res = await ctx.app.inject({ method: 'GET', url: searchUrl(params), headers: { 'cache-control': 'no-cache' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}
const titles = (page: Page) => page.results.map((listing) => listing.title);

/** The seller's rating on each of their listings in search, and on the listing page. */
async function ratingsShown(seller: TestUser, listingId: number) {
  const page = await search({ seller_id: seller.id, limit: 100 });
  const onCards = [...new Set(page.results.map((listing) => JSON.stringify(listingSchema.parse(listing).user.rating)))];
  expect(onCards, 'every card of one seller shows the same figures').toHaveLength(1);
  const detail = await call('GET', `/classifieds/${listingId}`, null);
  expect(detail.statusCode, detail.body).toBe(200);
  const body = detail.json() as Listing & { seller_rating: unknown };
  const sellerPage = (await call('GET', `/sellers/${seller.id}`, null)).json() as SellerPage;
  return {
    card: JSON.parse(onCards[0]!) as unknown,
    detail: body.user.rating,
    detailBox: body.seller_rating,
    sellerPage: sellerPage.rating,
  };
}

describe('seller scores on listing answers (ADR 067)', () => {
  it('shows no rating before any review, then the score after a review, an edit, hiding and removal, everywhere alike', async () => {
    const seller = await newSeller('Abena Crafts');
    const ad = await insertListing(ctx, seller, { title: 'Kente stole' });
    expect(await ratingsShown(seller, ad)).toEqual({
      card: null,
      detail: null,
      detailBox: { score: null, count: 0 },
      sellerPage: { score: null, count: 0 },
    });

    const first = await reviewed(seller, 5);
    // (10 * 4 + 5) / 11 = 4.09
    const one = { score: 4.1, count: 1 };
    expect(await ratingsShown(seller, ad)).toEqual({ card: one, detail: one, detailBox: one, sellerPage: one });

    const edited = await call('PUT', `/orders/${first.orderId}/review`, first.buyer, { rating: 1, body: 'Changed my mind' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await ratingsShown(seller, ad)).card).toEqual({ score: 3.7, count: 1 });

    const second = await reviewed(seller, 5);
    // (40 + 1 + 5) / 12 = 3.83
    expect((await ratingsShown(seller, ad)).card).toEqual({ score: 3.8, count: 2 });

    // Hidden by moderation: no longer counted. Removed: gone from the figures.
    await ctx.deps.db.update(reviewsTable).set({ hiddenAt: new Date() }).where(eq(reviewsTable.id, second.reviewId));
    expect((await ratingsShown(seller, ad)).card).toEqual({ score: 3.7, count: 1 });
    await ctx.deps.db.delete(reviewsTable).where(eq(reviewsTable.id, second.reviewId));
    await ctx.deps.db.delete(reviewsTable).where(eq(reviewsTable.id, first.reviewId));
    expect(await ratingsShown(seller, ad)).toEqual({
      card: null,
      detail: null,
      detailBox: { score: null, count: 0 },
      sellerPage: { score: null, count: 0 },
    });
    const kept = await ctx.deps.db
      .select({ score: listings.sellerScore })
      .from(listings)
      .where(eq(listings.userId, seller.id))
      .orderBy(listings.id);
    expect(kept.map((row) => row.score)).toEqual(kept.map(() => 0));
  });

  it("gives a listing posted after the reviews its seller's score", async () => {
    const seller = await newSeller('Kojo Gadgets');
    await reviewed(seller, 5);
    const later = await insertListing(ctx, seller, { title: 'Posted after the review' });
    const [row] = await ctx.deps.db.select({ score: listings.sellerScore }).from(listings).where(eq(listings.id, later));
    expect(row?.score).toBe(41);
    expect((await ratingsShown(seller, later)).card).toEqual({ score: 4.1, count: 1 });
  });

  it('counts again, in the hourly job, a seller whose oldest counted review left the 12-month window', async () => {
    const seller = await newSeller('Efua Old Reviews');
    const old = await reviewed(seller, 5);
    await reviewed(seller, 3);
    expect((await ratingsShown(seller, old.item)).card).toEqual({ score: 4, count: 2 }); // (40 + 8) / 12
    // Time passes: the first review ages out of the window without any write to it (no trigger runs).
    await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE reviews DISABLE TRIGGER reviews_seller_stats_update`);
      await tx
        .update(reviewsTable)
        .set({ createdAt: new Date(Date.now() - 400 * 86_400_000) })
        .where(eq(reviewsTable.id, old.reviewId));
      await tx.execute(sql`ALTER TABLE reviews ENABLE TRIGGER reviews_seller_stats_update`);
    });
    await ctx.deps.db
      .update(sellerStats)
      .set({ countedUntil: new Date(Date.now() - 60_000) })
      .where(eq(sellerStats.sellerId, seller.id));
    expect((await ratingsShown(seller, old.item)).card).toEqual({ score: 4, count: 2 });

    await ctx.app.services.jobs.enqueue(ctx.deps.db, task('reviews:recount', z.object({})), {});
    await ctx.app.services.jobs.drain();
    // (40 + 3) / 11 = 3.9
    expect((await ratingsShown(seller, old.item)).card).toEqual({ score: 3.9, count: 1 });
    const [stats] = await ctx.deps.db.select().from(sellerStats).where(eq(sellerStats.sellerId, seller.id));
    expect(stats!.countedUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('computes the score in SQL exactly as smoothedScore does', async () => {
    expect([SCORE_PRIOR, SCORE_PRIOR_WEIGHT]).toEqual([4, 10]); // the constants migration 0029 writes out
    const cases: [number, number][] = [];
    for (let n = 1; n <= 40; n += 1) for (let total = n; total <= 5 * n; total += 1) cases.push([n, total]);
    const rows = await rowsOf<{ n: number; total: number; tenths: number }>(
      ctx.deps.db,
      sql`SELECT c.n, c.total, seller_score_tenths(c.n, c.total) AS tenths
          FROM jsonb_to_recordset(${JSON.stringify(cases.map(([n, total]) => ({ n, total })))}::jsonb) AS c(n integer, total integer)
          ORDER BY c.n, c.total`,
    );
    expect(rows).toHaveLength(cases.length);
    for (const row of rows)
      expect(Number(row.tenths) / 10, `${row.n} reviews, ${row.total} stars`).toBe(
        smoothedScore({ count: Number(row.n), sum: Number(row.total) }),
      );
    const [none] = await rowsOf<{ tenths: number }>(ctx.deps.db, sql`SELECT seller_score_tenths(0, 0) AS tenths`);
    expect(Number(none?.tenths)).toBe(0);
  });
});

describe('Explore by seller rating: min_rating and sort=rating (ADR 067)', () => {
  const word = 'zebrawood';
  let expected: { byRating: string[]; fourPlus: string[]; threePlus: string[] };

  beforeAll(async () => {
    // Top: two 5s, 4.2. Mid1 and Mid2: one 5 each, 4.1 (a tie: newest first). Low: one 1, 3.7. New: none.
    const top = await newSeller('Top Seller');
    const mid1 = await newSeller('Mid One');
    const mid2 = await newSeller('Mid Two');
    const low = await newSeller('Low Seller');
    const fresh = await newSeller('New Seller');
    await reviewed(top, 5);
    await reviewed(top, 5);
    await reviewed(mid1, 5);
    await reviewed(mid2, 5);
    await reviewed(low, 1);
    const post = (seller: TestUser, title: string) => insertListing(ctx, seller, { title: `${word} ${title}` });
    await post(top, 'top older');
    await post(mid1, 'mid1');
    await post(fresh, 'new seller');
    await post(low, 'low');
    await post(mid2, 'mid2');
    await post(top, 'top newer');
    expected = {
      byRating: ['top newer', 'top older', 'mid2', 'mid1', 'low', 'new seller'].map((title) => `${word} ${title}`),
      fourPlus: ['top newer', 'mid2', 'mid1', 'top older'].map((title) => `${word} ${title}`),
      threePlus: ['top newer', 'mid2', 'low', 'mid1', 'top older'].map((title) => `${word} ${title}`),
    };
  });

  it('sorts highest rated sellers first, ties newest first, sellers without reviews last', async () => {
    const page = await search({ q: word, sort: 'rating' });
    expect(titles(page)).toEqual(expected.byRating);
    expect(page.results.map((listing) => listing.user.rating?.score ?? null)).toEqual([4.2, 4.2, 4.1, 4.1, 3.7, null]);
  });

  it('filters by a rating floor: sellers below it and sellers without reviews leave', async () => {
    expect(titles(await search({ q: word, min_rating: '4' }))).toEqual(expected.fourPlus);
    expect(titles(await search({ q: word, min_rating: '3' }))).toEqual(expected.threePlus);
    expect(titles(await search({ q: word, min_rating: '4.5' }))).toEqual([]);
    expect(titles(await search({ q: word, min_rating: '4', sort: 'rating' }))).toEqual(expected.byRating.slice(0, 4));
    const facets = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/facets?q=${word}&min_rating=4` });
    expect(facets.statusCode, facets.body).toBe(200);
    expect(facets.json()).toMatchObject({ total: 4 });
  });

  it('pages the rating sort by cursor, on the index walk and on the computed path alike', async () => {
    for (const exactCountCap of [0, 1000]) {
      const service = createSearchService({ db: ctx.deps.db, storage: ctx.deps.storage, exactCountCap });
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let n = 0; n < 10; n += 1) {
        const page = await service.search({ q: word, sort: 'rating', limit: 2, cursor } as never, null, { shared: false });
        seen.push(...page.results.map((listing) => listing.title));
        if (!page.next_cursor) break;
        cursor = page.next_cursor;
      }
      expect(seen, `exactCountCap ${exactCountCap}`).toEqual(expected.byRating);
    }
  });

  it.each([
    ['min_rating', 'min_rating=5', SEARCH_MESSAGES.minRating],
    ['min_rating', 'min_rating=abc', SEARCH_MESSAGES.minRating],
    ['min_rating', 'min_rating=4%2B', SEARCH_MESSAGES.minRating],
    ['min_rating', 'min_rating=4&min_rating=3', SEARCH_MESSAGES.text('min_rating')],
    ['sort', 'sort=best_rated', SEARCH_MESSAGES.sort],
  ])('answers 422 for %s: %s', async (field, query, msg) => {
    for (const path of ['/api/v1/classifieds/', '/api/v1/classifieds/facets']) {
      if (field === 'sort' && path.endsWith('facets')) continue;
      const res = await ctx.app.inject({ method: 'GET', url: `${path}?${query}` });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['query', field], msg }));
    }
  });

  it('refuses a rating cursor under another sort', async () => {
    const first = await search({ q: word, sort: 'rating', limit: 1 });
    const res = await ctx.app.inject({ method: 'GET', url: searchUrl({ q: word, sort: 'newest', cursor: first.next_cursor! }) });
    expect(res.statusCode).toBe(422);
  });
});
