import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, reviews as reviewsTable } from '@dwa/db/schema';
import { REVIEW_MESSAGES as M, type DealReview, type Review, type SellerPage, type SellerReviewsPage } from '@dwa/shared/reviews';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { chatRequests } from '../../../test/factories/conversations';
import { insertListing } from '../../../test/factories/listings';

// Classified-deal reviews (issue 32): the seller marks an ad sold to one of the people who messaged
// about it; that person (and no one else) may review the seller, once, within the window, and edit
// until the seller replies once. The review counts in the seller's score like a shop order's.

const DAY = 86_400_000;
const clock = testClock();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A live ad of a fresh seller's, and a fresh buyer (and an onlooker) who both messaged about it. */
async function deal(options: { sell?: boolean } = {}) {
  const seller = await createUser(ctx, { userType: 'SELLER', name: 'Kofi Phones' });
  const buyer = await createUser(ctx, { name: 'Akua Boateng' });
  const onlooker = await createUser(ctx, { name: 'Yaw Asked' });
  const id = await insertListing(ctx, seller, { title: 'Tecno Camon 20', status: 'active' });
  for (const person of [buyer, onlooker]) {
    const chat = chatRequests(ctx, person);
    const started = await chat.start(seller.id, { listing_id: id });
    expect(started.statusCode, started.body).toBe(201);
    expect((await chat.send((started.json() as { id: number }).id, 'Is it still available?')).statusCode).toBe(201);
  }
  if (options.sell !== false) {
    const sold = await call('POST', `/classifieds/${id}/sold`, seller, { buyer_id: buyer.id });
    expect(sold.statusCode, sold.body).toBe(200);
  }
  return { seller, buyer, onlooker, id };
}

describe('classified-deal reviews', () => {
  it('tells the buyer, who reviews once, edits until the seller replies once; the score counts it', async () => {
    const { seller, buyer, id } = await deal();
    const notices = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'deal_review')));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: 'Rate your deal: "Tecno Camon 20"', link: `/listing/${id}/review` });

    const before = (await call('GET', `/listings/${id}/review`, buyer)).json() as DealReview;
    expect(before).toMatchObject({
      review: null,
      my_role: 'buyer',
      can_review: true,
      can_edit: false,
      can_reply: false,
      listing_id: id,
      title: 'Tecno Camon 20',
      seller_id: seller.id,
      seller_name: 'Kofi Phones',
    });
    expect(before.review_until).not.toBeNull();

    const created = await call('POST', `/listings/${id}/review`, buyer, { rating: 4, body: '  Phone as described.  ' });
    expect(created.statusCode, created.body).toBe(201);
    const written = created.json() as Review;
    expect(written).toMatchObject({
      order_id: null,
      listing_id: id,
      seller_id: seller.id,
      buyer_name: 'Akua B.',
      rating: 4,
      body: 'Phone as described.',
    });
    const told = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'deal_review')));
    expect(told.map((notice) => [notice.title, notice.link])).toEqual([
      ['Akua B. reviewed your sale of "Tecno Camon 20"', `/listing/${id}/review`],
    ]);

    const again = await call('POST', `/listings/${id}/review`, buyer, { rating: 5, body: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.dealAlreadyReviewed);

    const edited = await call('PUT', `/listings/${id}/review`, buyer, { rating: 5, body: 'Phone as described, met at Accra Mall.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: written.id, rating: 5 });

    const sellerView = (await call('GET', `/listings/${id}/review`, seller)).json() as DealReview;
    expect(sellerView).toMatchObject({
      my_role: 'seller',
      can_review: false,
      can_edit: false,
      can_reply: true,
      review: { id: written.id, rating: 5 },
    });
    expect((await call('POST', `/reviews/${written.id}/reply`, seller, { reply: 'Thank you, Akua.' })).statusCode).toBe(200);
    const locked = await call('PUT', `/listings/${id}/review`, buyer, { rating: 1, body: 'Changed my mind' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().detail).toBe(M.replied);

    // (10 * 4 + 5) / 11 = 4.09 -> 4.1, on the public page and in the public list.
    const page = (await call('GET', `/sellers/${seller.id}`, null)).json() as SellerPage;
    expect(page.rating).toEqual({ score: 4.1, count: 1 });
    const listed = (await call('GET', `/sellers/${seller.id}/reviews`, null)).json() as SellerReviewsPage;
    expect(listed.results.map((item) => [item.listing_id, item.reply])).toEqual([[id, 'Thank you, Akua.']]);
  });

  it('refuses in clear words: the seller, the onlooker, a stranger, anonymous, before the sale, after the window', async () => {
    const { seller, buyer, onlooker, id } = await deal({ sell: false });
    const stranger = await createUser(ctx);
    // Before the sale the buyer is only someone who messaged: nothing to see.
    expect((await call('GET', `/listings/${id}/review`, buyer)).statusCode).toBe(404);
    const early = await call('POST', `/listings/${id}/review`, buyer, { rating: 5, body: 'Early' });
    expect(early.statusCode).toBe(404);
    expect((await call('GET', `/listings/${id}/review`, seller)).json()).toMatchObject({
      my_role: 'seller',
      review: null,
      can_review: false,
      review_until: null,
    });

    expect((await call('POST', `/classifieds/${id}/sold`, seller, { buyer_id: buyer.id })).statusCode).toBe(200);
    const own = await call('POST', `/listings/${id}/review`, seller, { rating: 5, body: 'Great seller, me' });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(M.notYourDeal);
    for (const who of [onlooker, stranger]) {
      expect((await call('GET', `/listings/${id}/review`, who)).statusCode).toBe(404);
      expect((await call('POST', `/listings/${id}/review`, who, { rating: 1, body: 'Fake' })).statusCode).toBe(404);
      expect((await call('PUT', `/listings/${id}/review`, who, { rating: 1, body: 'Fake' })).statusCode).toBe(404);
    }
    expect((await call('GET', `/listings/${id}/review`, null)).statusCode).toBe(401);
    expect((await call('POST', `/listings/${id}/review`, null, { rating: 5, body: 'Anon' })).statusCode).toBe(401);
    expect((await call('GET', '/listings/99999999/review', buyer)).statusCode).toBe(404);
    expect((await call('PUT', `/listings/${id}/review`, buyer, { rating: 5, body: 'Nothing yet' })).statusCode).toBe(404);

    clock.advance(31 * DAY);
    try {
      const late = await call('POST', `/listings/${id}/review`, buyer, { rating: 5, body: 'Late' });
      expect(late.statusCode).toBe(409);
      expect(late.json().detail).toBe(M.dealWindowPassed);
      expect((await call('GET', `/listings/${id}/review`, buyer)).json()).toMatchObject({ can_review: false });
    } finally {
      clock.advance(-31 * DAY);
    }
    expect(await ctx.deps.db.select().from(reviewsTable).where(eq(reviewsTable.listingId, id))).toHaveLength(0);
  });

  it('answers 422 with the words for bad input', async () => {
    const { buyer, id } = await deal();
    for (const [payload, message] of [
      [{ rating: 0, body: 'x' }, M.rating],
      [{ rating: 6, body: 'x' }, M.rating],
      [{ rating: 'five', body: 'x' }, M.rating],
      [{ rating: 5, body: '   ' }, M.body],
      [{ rating: 5, body: 'x'.repeat(1001) }, M.body],
    ] as const) {
      const res = await call('POST', `/listings/${id}/review`, buyer, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(JSON.stringify(res.json().detail)).toContain(message);
    }
    expect((await call('GET', '/listings/abc/review', buyer)).statusCode).toBe(422);
    expect((await call('POST', '/listings/0/review', buyer, { rating: 5, body: 'x' })).statusCode).toBe(422);
  });

  it('keeps a written review when the seller names someone else, and lets no second review in', async () => {
    const { seller, buyer, onlooker, id } = await deal();
    expect((await call('POST', `/listings/${id}/review`, buyer, { rating: 2, body: 'Screen was cracked.' })).statusCode).toBe(201);
    expect((await call('POST', `/classifieds/${id}/sold`, seller, { buyer_id: onlooker.id })).statusCode).toBe(200);
    // The first buyer still sees (and owns) their review; the newly named person cannot add one.
    expect((await call('GET', `/listings/${id}/review`, buyer)).json()).toMatchObject({
      my_role: 'buyer',
      can_edit: true,
      review: { rating: 2 },
    });
    const second = await call('POST', `/listings/${id}/review`, onlooker, { rating: 5, body: 'Friend of the seller' });
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(M.dealAlreadyReviewed);
    const rows = await ctx.deps.db.select().from(reviewsTable).where(eq(reviewsTable.listingId, id)).orderBy(reviewsTable.id);
    expect(rows.map((row) => [row.buyerId, row.rating])).toEqual([[buyer.id, 2]]);

    // Deleting the ad does not delete what the buyer said: the review stays, and still counts.
    const scoreBefore = ((await call('GET', `/sellers/${seller.id}`, null)).json() as SellerPage).rating;
    expect(scoreBefore.count).toBe(1);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/classifieds/${id}`, headers: seller.auth });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(((await call('GET', `/sellers/${seller.id}`, null)).json() as SellerPage).rating).toEqual(scoreBefore);
    const kept = (await call('GET', `/sellers/${seller.id}/reviews`, null)).json() as SellerReviewsPage;
    expect(kept.results.map((item) => [item.id, item.listing_id, item.body])).toEqual([[rows[0]!.id, null, 'Screen was cracked.']]);
  });
});
