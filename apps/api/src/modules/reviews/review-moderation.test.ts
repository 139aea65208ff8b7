import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, listings, reviewReports, reviews, sellerStats } from '@dwa/db/schema';
import type { ReportedReviewsPage, Review, ReviewModeration, SellerReviewsPage } from '@dwa/shared/reviews';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { insertListing } from '../../../test/factories/listings';

// Reports of reviews and their moderation (issue 32, ADR 074): who may report, once; the admin's
// queue; hiding takes a review off the seller's page and out of the kept score, restoring brings it
// back; its author still sees theirs, marked hidden.

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { userType: 'ADMIN', name: 'Moderator Adjoa' });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A seller with reviews rated `ratings` (each by a new buyer), written straight to the table. */
async function sellerWith(ratings: number[]) {
  const seller = await createUser(ctx, { userType: 'SELLER', name: 'Kofi Seller' });
  const written: { buyer: TestUser; id: number }[] = [];
  for (const rating of ratings) {
    const buyer = await createUser(ctx, { name: 'Ama Mensah' });
    const [row] = await ctx.deps.db
      .insert(reviews)
      .values({ buyerId: buyer.id, sellerId: seller.id, rating, body: `Rated ${rating}` })
      .returning();
    written.push({ buyer, id: row!.id });
  }
  return { seller, written };
}

const stats = async (sellerId: number) => (await ctx.deps.db.select().from(sellerStats).where(eq(sellerStats.sellerId, sellerId)))[0];
const publicReviews = async (sellerId: number) =>
  ((await call('GET', `/sellers/${sellerId}/reviews`, null)).json() as SellerReviewsPage).results.map((review) => review.id);

describe('POST /api/v1/reviews/{id}/report', () => {
  it('takes a report from anyone signed in but the author, the reviewed seller included, once each', async () => {
    const { seller, written } = await sellerWith([1]);
    const review = written[0]!;
    const stranger = await createUser(ctx);
    const res = await call('POST', `/reviews/${review.id}/report`, stranger, { reason: ' Fake ', comment: '  Never bought anything  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      review_id: review.id,
      reason: 'fake',
      comment: 'Never bought anything',
      status: 'open',
      message: 'Thank you for reporting this review. Our team will look at it.',
    });
    const again = await call('POST', `/reviews/${review.id}/report`, stranger, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already reported this review.');
    expect((await call('POST', `/reviews/${review.id}/report`, seller, { reason: 'offensive' })).statusCode).toBe(201);
    const own = await call('POST', `/reviews/${review.id}/report`, review.buyer, { reason: 'other' });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You cannot report your own review. You can edit it instead.');
    expect(await ctx.deps.db.select().from(reviewReports).where(eq(reviewReports.reviewId, review.id))).toHaveLength(2);
  });

  it('refuses the anonymous, an unknown review, bad input, and too many reports', async () => {
    const { written } = await sellerWith([3]);
    const id = written[0]!.id;
    const who = await createUser(ctx);
    expect((await call('POST', `/reviews/${id}/report`, null, { reason: 'spam' })).statusCode).toBe(401);
    expect((await call('POST', '/reviews/99999999/report', who, { reason: 'spam' })).statusCode).toBe(404);
    const cases: [unknown, string, string][] = [
      [{}, 'reason', 'Choose why you are reporting this review.'],
      [{ reason: 'boring' }, 'reason', 'Choose why you are reporting this review.'],
      [{ reason: 'spam', comment: 'x'.repeat(501) }, 'comment', 'Details can be at most 500 characters.'],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await call('POST', `/reviews/${id}/report`, who, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    }
    expect((await call('POST', '/reviews/abc/report', who, { reason: 'spam' })).statusCode).toBe(422);
    const busy = await createUser(ctx);
    const many = await sellerWith([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    const codes: number[] = [];
    for (const review of many.written)
      codes.push((await call('POST', `/reviews/${review.id}/report`, busy, { reason: 'spam' })).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('moderation of reviews (admins)', () => {
  it('lists reported reviews; hiding takes one off the page and out of the score; restoring brings it back; all audited', async () => {
    const { seller, written } = await sellerWith([5, 1]);
    const [good, bad] = written as [{ buyer: TestUser; id: number }, { buyer: TestUser; id: number }];
    const before = await stats(seller.id);
    expect(before).toMatchObject({ reviewCount: 2, ratingSum: 6 });
    const reporters = [await createUser(ctx), await createUser(ctx)];
    for (const reporter of reporters)
      expect((await call('POST', `/reviews/${bad.id}/report`, reporter, { reason: 'offensive', comment: 'Insults' })).statusCode).toBe(201);

    const queue = await call('GET', '/admin/reported-reviews', admin);
    expect(queue.statusCode, queue.body).toBe(200);
    const item = (queue.json() as ReportedReviewsPage).results.find((entry) => entry.review.id === bad.id);
    expect(item).toMatchObject({
      open_count: 2,
      seller: { id: seller.id, name: 'Kofi Seller' },
      review: { rating: 1, hidden: false, source: 'deal' },
    });
    expect(item?.reports).toHaveLength(2);

    const noReason = await call('PATCH', `/admin/reviews/${bad.id}`, admin, { action: 'hide' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe('Say why the review is hidden: its author is told.');

    const hidden = await call('PATCH', `/admin/reviews/${bad.id}`, admin, { action: 'hide', reason: 'Insults, not about the sale' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json() as ReviewModeration).toMatchObject({
      resolved_count: 2,
      review: { id: bad.id, hidden: true, hidden_reason: 'Insults, not about the sale' },
    });
    // Hidden reviews do not count: the kept score is the one visible 5-star review's.
    expect(await stats(seller.id)).toMatchObject({ reviewCount: 1, ratingSum: 5 });
    expect((await call('GET', `/sellers/${seller.id}`, null)).json().rating).toEqual({ score: 4.1, count: 1 });
    expect(await publicReviews(seller.id)).toEqual([good.id]);
    expect((await call('PATCH', `/admin/reviews/${bad.id}`, admin, { action: 'hide', reason: 'Again' })).statusCode).toBe(409);
    // A hidden review cannot be reported by others; its author is still told it is theirs.
    expect((await call('POST', `/reviews/${bad.id}/report`, await createUser(ctx), { reason: 'spam' })).statusCode).toBe(404);
    expect((await call('POST', `/reviews/${bad.id}/report`, bad.buyer, { reason: 'spam' })).statusCode).toBe(403);
    const open = (await call('GET', '/admin/reported-reviews?status=open', admin)).json() as ReportedReviewsPage;
    expect(open.results.map((entry) => entry.review.id)).not.toContain(bad.id);
    const resolved = (await call('GET', '/admin/reported-reviews?status=resolved', admin)).json() as ReportedReviewsPage;
    expect(resolved.results.find((entry) => entry.review.id === bad.id)).toMatchObject({ open_count: 0, review: { hidden: true } });

    const restored = await call('PATCH', `/admin/reviews/${bad.id}`, admin, { action: 'restore' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as ReviewModeration).review).toMatchObject({ hidden: false, hidden_reason: null });
    expect(await stats(seller.id)).toMatchObject({ reviewCount: 2, ratingSum: 6 });
    expect((await publicReviews(seller.id)).sort()).toEqual([good.id, bad.id].sort());
    expect((await call('PATCH', `/admin/reviews/${bad.id}`, admin, { action: 'restore' })).statusCode).toBe(409);

    const audited = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'review'), eq(auditLog.targetId, bad.id)))
      .orderBy(auditLog.id);
    expect(audited.map((row) => row.action)).toEqual(['review.hidden', 'review.restored']);
    expect(audited[0]).toMatchObject({ actorId: admin.id, reason: 'Insults, not about the sale' });
  });

  it('dismisses the open reports and keeps the review; refuses strangers, sellers and the anonymous', async () => {
    const { seller, written } = await sellerWith([2]);
    const review = written[0]!;
    expect((await call('POST', `/reviews/${review.id}/report`, seller, { reason: 'fake' })).statusCode).toBe(201);
    const stranger = await createUser(ctx);
    for (const [who, status] of [
      [stranger, 403],
      [seller, 403],
      [review.buyer, 403],
      [null, 401],
    ] as const) {
      expect((await call('PATCH', `/admin/reviews/${review.id}`, who, { action: 'hide', reason: 'A stranger hides it' })).statusCode).toBe(
        status,
      );
      expect((await call('GET', '/admin/reported-reviews', who)).statusCode).toBe(status);
    }
    expect((await ctx.deps.db.select().from(reviews).where(eq(reviews.id, review.id)))[0]?.hiddenAt).toBeNull();
    expect((await call('PATCH', '/admin/reviews/99999999', admin, { action: 'dismiss' })).statusCode).toBe(404);
    const bad = await call('PATCH', `/admin/reviews/${review.id}`, admin, { action: 'delete' });
    expect(bad.statusCode).toBe(422);
    const dismissed = await call('PATCH', `/admin/reviews/${review.id}`, admin, { action: 'dismiss' });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ resolved_count: 1, review: { hidden: false } });
    expect((await call('PATCH', `/admin/reviews/${review.id}`, admin, { action: 'dismiss' })).statusCode).toBe(409);
    expect(await publicReviews(seller.id)).toEqual([review.id]);
  });
});

describe("the author's view of a hidden review", () => {
  it('shows the author and the seller their review marked hidden, with the reason; nobody else', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER', name: 'Esi Deals' });
    const buyer = await createUser(ctx, { name: 'Yaw Boateng' });
    const listingId = await insertListing(ctx, seller, { title: 'Rice cooker' });
    await ctx.deps.db.update(listings).set({ status: 'sold', soldToId: buyer.id, soldAt: new Date() }).where(eq(listings.id, listingId));
    const [row] = await ctx.deps.db
      .insert(reviews)
      .values({ listingId, buyerId: buyer.id, sellerId: seller.id, rating: 1, body: 'Call him on 024 000 0000' })
      .returning();
    expect((await call('PATCH', `/admin/reviews/${row!.id}`, admin, { action: 'hide', reason: 'Personal details' })).statusCode).toBe(200);
    for (const who of [buyer, seller]) {
      const mine = await call('GET', `/listings/${listingId}/review`, who);
      expect(mine.statusCode, mine.body).toBe(200);
      expect((mine.json() as { review: Review }).review).toMatchObject({
        id: row!.id,
        source: 'deal',
        hidden: true,
        hidden_reason: 'Personal details',
      });
    }
    expect(await publicReviews(seller.id)).toEqual([]);
  });
});
