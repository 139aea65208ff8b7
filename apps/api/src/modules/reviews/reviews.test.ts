import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews as reviewsTable } from '@dwa/db/schema';
import { REVIEW_MESSAGES as M, type OrderReview, type Review, type SellerPage, type SellerReviewsPage } from '@dwa/shared/reviews';
import { testClock, type TestContext } from '../../../test/helpers';
import {
  actOk,
  buy,
  createShopApp,
  giveBusinessAddress,
  insertProduct,
  momoCheckout,
  type ShopRequests,
} from '../../../test/factories/shop';
import { createUser, type TestUser } from '../../../test/factories/users';
import { chatRequests } from '../../../test/factories/conversations';

// Reviews and seller scores (issue 32, ADR 059): only the buyer of a delivered order reviews its
// seller, once, within the window; edits until the seller replies; the seller replies once; the
// public seller page and the listing detail show the smoothed score; hidden and old reviews do not count.

const DAY = 86_400_000;
const clock = testClock();
let ctx: TestContext;
let shop: ShopRequests;
let seller: TestUser;
let otherSeller: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ({ ctx, shop, seller } = await createShopApp(clock.now));
  otherSeller = await createUser(ctx, { userType: 'SELLER', name: 'Yaw Other' });
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

/** A paid GHC 100 order of `seller`'s, accepted; delivered (picked up) unless told otherwise. */
async function order(options: { deliver?: boolean } = {}) {
  const buyer = await createUser(ctx, { name: 'Ama Mensah' });
  const item = await insertProduct(ctx, seller, { price: 100, quantity: 5 });
  const answer = await buy(shop, buyer, [[item, 1]], { ...momoCheckout, delivery_method: 'pickup', delivery_address: undefined });
  if (answer.payment) expect((await shop.payment(buyer, answer.payment.id)).json()).toMatchObject({ status: 'succeeded' });
  const id = answer.orders[0]!.id;
  await actOk(shop, seller, id, 'accept');
  if (options.deliver !== false) {
    await actOk(shop, seller, id, 'ship');
    await actOk(shop, buyer, id, 'confirm');
  }
  return { buyer, id, item };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const review = (who: TestUser | null, id: number, payload: unknown = { rating: 5, body: 'Quick and honest.' }) =>
  call('POST', `/orders/${id}/review`, who, payload);

describe('reviews', () => {
  it('lets the buyer of a delivered order review once, edit until the seller replies once, publicly', async () => {
    const { buyer, id } = await order();
    const before = (await call('GET', `/orders/${id}/review`, buyer)).json() as OrderReview;
    expect(before).toMatchObject({ review: null, my_role: 'buyer', can_review: true, can_edit: false, can_reply: false });
    expect(before.review_until).not.toBeNull();

    const created = await review(buyer, id, { rating: 4, body: '  Good phone, slow reply.  ' });
    expect(created.statusCode, created.body).toBe(201);
    const written = created.json() as Review;
    expect(written).toMatchObject({
      order_id: id,
      seller_id: seller.id,
      source: 'order',
      buyer_name: 'Ama M.',
      rating: 4,
      body: 'Good phone, slow reply.',
      reply: null,
    });

    const again = await review(buyer, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(M.alreadyReviewed);

    const edited = await call('PUT', `/orders/${id}/review`, buyer, { rating: 5, body: 'Good phone, and the seller called me back.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: written.id, rating: 5, body: 'Good phone, and the seller called me back.' });

    expect((await call('GET', `/orders/${id}/review`, seller)).json()).toMatchObject({
      my_role: 'seller',
      can_reply: true,
      can_review: false,
      review: { id: written.id },
    });
    expect((await call('POST', `/reviews/${written.id}/reply`, buyer, { reply: 'Me too' })).statusCode).toBe(403);
    expect((await call('POST', `/reviews/${written.id}/reply`, otherSeller, { reply: 'Me too' })).statusCode).toBe(404);
    expect((await call('POST', `/reviews/${written.id}/reply`, null, { reply: 'Me too' })).statusCode).toBe(401);
    const replied = await call('POST', `/reviews/${written.id}/reply`, seller, { reply: 'Thank you, Ama!' });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ reply: 'Thank you, Ama!' });
    expect(replied.json().replied_at).not.toBeNull();

    const twice = await call('POST', `/reviews/${written.id}/reply`, seller, { reply: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(M.alreadyReplied);
    const late = await call('PUT', `/orders/${id}/review`, buyer, { rating: 1, body: 'Changed my mind.' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(M.replied);
    expect((await call('GET', `/orders/${id}/review`, buyer)).json()).toMatchObject({
      can_review: false,
      can_edit: false,
      review: { reply: 'Thank you, Ama!' },
    });
  });

  it('refuses in clear words: not delivered, not your order, a stranger, anonymous, window passed', async () => {
    const pending = await order({ deliver: false });
    const early = await review(pending.buyer, pending.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(M.notDelivered);

    const { buyer, id } = await order();
    const own = await review(seller, id);
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe(M.notYourOrder);
    expect((await call('PUT', `/orders/${id}/review`, seller, { rating: 5, body: 'Great buyer' })).statusCode).toBe(403);
    for (const who of [stranger, otherSeller]) {
      expect((await review(who, id)).statusCode).toBe(404);
      expect((await call('GET', `/orders/${id}/review`, who)).statusCode).toBe(404);
      expect((await call('PUT', `/orders/${id}/review`, who, { rating: 5, body: 'x' })).statusCode).toBe(404);
    }
    expect((await review(null, id)).statusCode).toBe(401);
    expect((await call('GET', `/orders/${id}/review`, null)).statusCode).toBe(401);
    const none = await call('PUT', `/orders/${id}/review`, buyer, { rating: 5, body: 'Edit of nothing' });
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe(M.notReviewed);

    clock.advance(31 * DAY);
    try {
      const passed = await review(buyer, id);
      expect(passed.statusCode).toBe(409);
      expect(passed.json().detail).toBe(M.windowPassed);
      expect((await call('GET', `/orders/${id}/review`, buyer)).json()).toMatchObject({ can_review: false });
    } finally {
      clock.advance(-31 * DAY);
    }
  });

  it('answers 422 with the words for bad input', async () => {
    const { buyer, id } = await order();
    for (const [payload, message] of [
      [{ rating: 0, body: 'ok' }, M.rating],
      [{ rating: 6, body: 'ok' }, M.rating],
      [{ rating: 4.5, body: 'ok' }, M.rating],
      [{ body: 'ok' }, M.rating],
      [{ rating: 5, body: '   ' }, M.body],
      [{ rating: 5, body: 'x'.repeat(1001) }, M.body],
      [{ rating: 5 }, M.body],
    ] as const) {
      const res = await review(buyer, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.body).toContain(message);
    }
    expect((await review(buyer, id, { rating: 5, body: 'bad\u0000text' })).statusCode).toBe(422);
    expect((await call('POST', '/orders/abc/review', buyer, { rating: 5, body: 'ok' })).statusCode).toBe(422);
    expect((await call('GET', `/sellers/${seller.id}/reviews?sort=best`, null)).statusCode).toBe(422);
    expect((await call('GET', `/sellers/${seller.id}/reviews?page=0`, null)).statusCode).toBe(422);
    const reviewed = (await review(buyer, id)).json() as Review;
    expect((await call('POST', `/reviews/${reviewed.id}/reply`, seller, { reply: '' })).statusCode).toBe(422);
    expect((await call('GET', '/sellers/99999999', null)).statusCode).toBe(404);
  });

  it('scores the seller with a smoothed average of the last 12 months, hidden reviews aside, on the seller page and the listing', async () => {
    // A fresh seller, so the earlier tests' reviews do not mix in.
    const shopSeller = await createUser(ctx, { userType: 'SELLER', name: 'Esi Boutique' });
    await giveBusinessAddress(ctx, shopSeller);
    const sellerBefore = seller;
    seller = shopSeller;
    try {
      const empty = (await call('GET', `/sellers/${shopSeller.id}`, null)).json() as SellerPage;
      expect(empty).toMatchObject({ id: shopSeller.id, name: 'Esi Boutique', rating: { score: null, count: 0 } });
      const ratings = [5, 3, 4];
      const made: { id: number; item: number; reviewId: number }[] = [];
      for (const rating of ratings) {
        const { buyer, id, item } = await order();
        const res = await review(buyer, id, { rating, body: `Rated ${rating}` });
        expect(res.statusCode, res.body).toBe(201);
        made.push({ id, item, reviewId: (res.json() as Review).id });
      }
      // (10 * 4 + 12) / 13 = 4.0
      const page = (await call('GET', `/sellers/${shopSeller.id}`, null)).json() as SellerPage;
      expect(page.rating).toEqual({ score: 4, count: 3 });

      const lowest = (await call('GET', `/sellers/${shopSeller.id}/reviews?sort=lowest`, null)).json() as SellerReviewsPage;
      expect(lowest.results.map((r) => r.rating)).toEqual([3, 4, 5]);
      expect(lowest).toMatchObject({ page: 1, total: 3, has_more: false });
      const newest = (await call('GET', `/sellers/${shopSeller.id}/reviews`, null)).json() as SellerReviewsPage;
      expect(newest.results.map((r) => r.rating)).toEqual([4, 3, 5]);

      // Hidden by moderation: neither shown nor counted. Older than 12 months: shown, not counted.
      await ctx.deps.db.update(reviewsTable).set({ hiddenAt: new Date() }).where(eq(reviewsTable.id, made[1]!.reviewId));
      await ctx.deps.db
        .update(reviewsTable)
        .set({ createdAt: new Date(Date.now() - 400 * DAY) })
        .where(eq(reviewsTable.id, made[2]!.reviewId));
      expect(((await call('GET', `/sellers/${shopSeller.id}`, null)).json() as SellerPage).rating).toEqual({ score: 4.1, count: 1 });
      const shown = (await call('GET', `/sellers/${shopSeller.id}/reviews`, null)).json() as SellerReviewsPage;
      expect(shown.results.map((r) => r.rating)).toEqual([5, 4]);
      expect((await call('POST', `/reviews/${made[1]!.reviewId}/reply`, shopSeller, { reply: 'Hidden' })).statusCode).toBe(404);

      const detail = await call('GET', `/classifieds/${made[0]!.item}`, null);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().seller_rating).toEqual({ score: 4.1, count: 1 });
    } finally {
      seller = sellerBefore;
    }
  });
});

describe("the seller page's habits (issue 32)", () => {
  it('shows how often and how fast the seller answers chats, and how many orders they cancel, from enough cases', async () => {
    const habitsSeller = await createUser(ctx, { userType: 'SELLER', name: 'Esi Habits' });
    await giveBusinessAddress(ctx, habitsSeller);
    const habits = async () => ((await call('GET', `/sellers/${habitsSeller.id}`, null)).json() as SellerPage).habits;
    expect(await habits()).toEqual({ response_rate: null, typical_reply_minutes: null, chats: 0, cancellation_rate: null, orders: 0 });

    // Four buyers write; the seller answers at once, after 2 hours, after 30 hours (too late), never.
    const asker = async () => {
      const buyer = await createUser(ctx);
      const started = await chatRequests(ctx, buyer).start(habitsSeller.id);
      expect(started.statusCode, started.body).toBeLessThan(300);
      const id = (started.json() as { id: number }).id;
      expect((await chatRequests(ctx, buyer).send(id, 'Is it still available?')).statusCode).toBe(201);
      return id;
    };
    const answer = async (id: number) => expect((await chatRequests(ctx, habitsSeller).send(id, 'Yes, it is.')).statusCode).toBe(201);
    const chats = [await asker(), await asker(), await asker(), await asker()];
    await answer(chats[0]!);
    clock.advance(2 * 3_600_000);
    await answer(chats[1]!);
    clock.advance(28 * 3_600_000);
    await answer(chats[2]!);
    // A chat the seller started themselves is not one they answer.
    const own = await chatRequests(ctx, habitsSeller).start((await createUser(ctx)).id);
    await chatRequests(ctx, habitsSeller).send((own.json() as { id: number }).id, 'Hello');

    let seen = await habits();
    expect(seen).toMatchObject({ response_rate: 50, chats: 4 });
    // The median of 0, 120 and 1,800 minutes (a message's own seconds aside).
    expect(seen.typical_reply_minutes).toBeGreaterThanOrEqual(119);
    expect(seen.typical_reply_minutes).toBeLessThanOrEqual(121);

    // Five placed orders, one cancelled by the seller; one the buyer cancelled does not count against them.
    for (let n = 0; n < 5; n += 1) {
      const buyer = await createUser(ctx);
      const item = await insertProduct(ctx, habitsSeller, { price: 50, quantity: 3 });
      const placed = await buy(shop, buyer, [[item, 1]], { ...momoCheckout, delivery_method: 'pickup', delivery_address: undefined });
      if (placed.payment) expect((await shop.payment(buyer, placed.payment.id)).json()).toMatchObject({ status: 'succeeded' });
      const id = placed.orders[0]!.id;
      if (n === 0) await actOk(shop, buyer, id, 'cancel', 'Changed my mind');
      else await actOk(shop, habitsSeller, id, 'accept');
      if (n === 1) await actOk(shop, habitsSeller, id, 'cancel', 'Sold out at the market');
    }
    seen = await habits();
    expect(seen).toMatchObject({ cancellation_rate: 20, orders: 5 });
  });
});
