import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '@dwa/db/schema';
import type { Review, SellerReviewsPage } from '@dwa/shared/reviews';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { multipart } from '../../../test/multipart';

// Review photos (issue 32, ADR 074): up to 3, by the review's author until the seller replies,
// checked by their bytes, upright, without metadata, as WebP; shown with the review.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A photo with EXIF (a GPS-like note) that must not survive. */
const photo = (width = 64) =>
  sharp({ create: { width, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 5.6037 -0.1870' } } })
    .jpeg()
    .toBuffer();

async function upload(who: TestUser | null, reviewId: number, files: Buffer[], field = 'photos') {
  const form = await multipart(
    {},
    files.map((data, index) => ({ field, filename: `p${index}.jpg`, contentType: 'image/jpeg', data })),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/reviews/${reviewId}/photos`,
    headers: { ...(who ? who.auth : {}), ...form.headers },
    payload: form.payload,
  });
}

async function aReview() {
  const seller = await createUser(ctx, { userType: 'SELLER', name: 'Ato Shoes' });
  const buyer = await createUser(ctx, { name: 'Akos Duah' });
  const [row] = await ctx.deps.db
    .insert(reviews)
    .values({ buyerId: buyer.id, sellerId: seller.id, rating: 5, body: 'Lovely sandals' })
    .returning();
  return { seller, buyer, id: row!.id };
}

describe('POST /api/v1/reviews/{id}/photos', () => {
  it('stores up to 3 photos as WebP without metadata, shown on the seller page', async () => {
    const { seller, buyer, id } = await aReview();
    const res = await upload(buyer, id, [await photo(), await photo(800)]);
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json() as Review;
    expect(review.photos).toHaveLength(2);
    expect(review.photos[0]!.small).toMatch(/-320\.webp$/);
    const [row] = await ctx.deps.db.select().from(reviews).where(eq(reviews.id, id));
    const stored = await ctx.deps.storage.get(`${row!.photoKeys[1]}-640.webp`);
    const meta = await sharp(stored!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 640 });
    expect(meta.exif).toBeUndefined();
    const page = (await ctx.app.inject({ method: 'GET', url: `/api/v1/sellers/${seller.id}/reviews` })).json() as SellerReviewsPage;
    expect(page.results[0]!.photos).toEqual(review.photos);
    const served = await ctx.app.inject({ method: 'GET', url: review.photos[0]!.large });
    expect(served.statusCode).toBe(200);

    const tooMany = await upload(buyer, id, [await photo(), await photo()]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail[0].msg).toBe('A review can have at most 3 photos, each a picture under 10 MB.');
    expect((await upload(buyer, id, [await photo()])).statusCode).toBe(200);

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/reviews/${id}/photos/0`, headers: buyer.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as Review).photos).toHaveLength(2);
    expect(await ctx.deps.storage.get(`${row!.photoKeys[0]}-320.webp`)).toBeNull();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/reviews/${id}/photos/2`, headers: buyer.auth })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, nothing at all, others, and after the reply', async () => {
    const { seller, buyer, id } = await aReview();
    const fake = await upload(buyer, id, [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().detail[0]).toMatchObject({
      loc: ['body', 'photos', 0],
      msg: 'That file is not a picture we can read (JPEG, PNG, WebP, HEIC, GIF or AVIF).',
    });
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/reviews/${id}/photos`,
      headers: { ...buyer.auth, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail[0].msg).toBe('Choose a photo to add.');
    expect((await upload(null, id, [await photo()])).statusCode).toBe(401);
    expect((await upload(await createUser(ctx), id, [await photo()])).statusCode).toBe(404);
    const bySeller = await upload(seller, id, [await photo()]);
    expect(bySeller.statusCode).toBe(403);
    expect(bySeller.json().detail).toBe('Only the author of a review can change its photos.');
    expect((await upload(buyer, 99999999, [await photo()])).statusCode).toBe(404);
    await ctx.deps.db.update(reviews).set({ reply: 'Thanks!', repliedAt: new Date() }).where(eq(reviews.id, id));
    expect((await upload(buyer, id, [await photo()])).statusCode).toBe(409);
    expect((await ctx.deps.db.select().from(reviews).where(eq(reviews.id, id)))[0]?.photoKeys).toEqual([]);
  });
});
