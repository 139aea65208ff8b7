import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, listings, mails, notifications, savedSearchDeliveries } from '@dwa/db/schema';
import { z } from 'zod';
import { task } from '../../lib/jobs';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { chatRequests } from '../../../test/factories/conversations';
import { createListing, insertListing } from '../../../test/factories/listings';

// Ads that expire and renew, and 'Mark as sold' (issue 33, ADR 066).

const DAY = 24 * 60 * 60 * 1000;
const clock = testClock();
let ctx: TestContext;
let seller: TestUser;
let stranger: TestUser;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ now: clock.now, config: { listingFreeRenewals: 2 } });
  [seller, stranger, admin, buyer] = await Promise.all([
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'ADMIN' }),
    createUser(ctx, { userType: 'CUSTOMER' }),
  ]);
});
afterAll(() => ctx.close());

const row = async (id: number) => (await ctx.deps.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const setRow = (id: number, values: Partial<typeof listings.$inferInsert>) =>
  ctx.deps.db.update(listings).set(values).where(eq(listings.id, id));
const post = (url: string, user: TestUser | null, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });
const get = (url: string, user: TestUser | null = null) => ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });
const runExpiry = () => ctx.app.services.listingExpiry.runExpiry();
const expiryNotices = async (userId: number, listingId: number) =>
  (
    await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'listing_expiry')))
  ).filter((notice) => notice.data.listing_id === listingId);

/** A live classified ad of `seller` that expires `inDays` from now (negative: already due). */
async function liveAd(inDays: number, seed: Parameters<typeof insertListing>[2] = {}): Promise<number> {
  const id = await insertListing(ctx, seller, { title: `Ad ${Math.random().toString(36).slice(2, 8)}`, ...seed });
  await setRow(id, { expiresAt: new Date(clock.now().getTime() + inDays * DAY) });
  return id;
}

async function searchIds(query = ''): Promise<number[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/classifieds/?limit=100${query}`,
    headers: { 'cache-control': 'no-cache' },
  });
  return (res.json() as { results: { id: number }[] }).results.map((listing) => listing.id);
}

describe('a new post', () => {
  it("gets LISTING_TTL_DAYS (or its category's own lifetime) and a shop listing none", async () => {
    const id = await createListing(ctx, seller);
    const at = clock.now().getTime();
    const expires = (await row(id)).expiresAt!.getTime();
    expect(Math.abs(expires - (at + 30 * DAY))).toBeLessThan(60_000);

    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/listing-ttls/Vehicles', headers: admin.auth, payload: { days: 60 } }))
        .statusCode,
    ).toBe(200);
    const car = await createListing(ctx, seller, { category: 'Vehicles', sub_category: 'Cars' });
    expect(Math.abs((await row(car)).expiresAt!.getTime() - (at + 60 * DAY))).toBeLessThan(60_000);

    const shop = await createListing(ctx, seller, { buy_now: 'true', quantity: '3' } as never);
    expect((await row(shop)).expiresAt).toBeNull();
  });
});

describe('the expiry schedule', () => {
  it('reminds once 3 days before (in-app and mail), then expires the ad', async () => {
    const id = await liveAd(2);
    const far = await liveAd(10);
    await runExpiry();
    await runExpiry();
    expect(await expiryNotices(seller.id, id)).toHaveLength(1);
    expect(await expiryNotices(seller.id, far)).toHaveLength(0);
    const title = (await row(id)).title;
    const mailed = (await ctx.deps.db.select().from(mails).where(eq(mails.to, seller.email))).filter((mail) =>
      mail.subject.includes(title),
    );
    expect(mailed).toHaveLength(1);
    expect((await row(id)).status).toBe('active');

    clock.advance(3 * DAY);
    await runExpiry();
    expect((await row(id)).status).toBe('expired');
    expect((await row(far)).status).toBe('active');
    expect((await expiryNotices(seller.id, id)).map((notice) => notice.data.event).sort()).toEqual(['expired', 'reminder']);
  });

  it('is run by the job queue on its schedule', async () => {
    const id = await liveAd(-1);
    // What the schedule enqueues on its tick.
    await ctx.app.services.jobs.enqueue(ctx.deps.db, task('listings:expire', z.object({})), {});
    await ctx.app.services.jobs.drain();
    expect((await row(id)).status).toBe('expired');
  });

  it('never touches a sold, paused, waiting or shop listing', async () => {
    const sold = await liveAd(-5);
    const paused = await liveAd(-5, { status: 'inactive' });
    const waiting = await liveAd(-5, { status: 'pending' });
    const shop = await insertListing(ctx, seller, {});
    await setRow(sold, { status: 'sold' });
    await setRow(shop, { buyNow: true, quantity: 2, expiresAt: null });
    const before = await Promise.all([sold, paused, waiting, shop].map(row));
    await runExpiry();
    const after = await Promise.all([sold, paused, waiting, shop].map(row));
    expect(after.map((listing) => listing.status)).toEqual(['sold', 'inactive', 'pending', 'active']);
    expect(after.map((listing) => listing.updatedAt.getTime())).toEqual(before.map((listing) => listing.updatedAt.getTime()));
    for (const id of [sold, paused, waiting, shop]) expect(await expiryNotices(seller.id, id)).toHaveLength(0);
  });
});

describe('an expired ad', () => {
  it('leaves search, the facets and the sitemap, answers 410 to others and stays with its owner', async () => {
    const id = await liveAd(-1, { title: 'Expiring brass lamp' });
    expect(await searchIds()).toContain(id);
    await runExpiry();
    expect(await searchIds()).not.toContain(id);
    expect(await searchIds('&q=brass')).not.toContain(id);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap-listings-1.xml' });
    expect(sitemap.body).not.toContain(`/listing/${id}<`);

    for (const viewer of [null, stranger]) {
      const res = await get(`/api/v1/classifieds/${id}`, viewer);
      expect(res.statusCode).toBe(410);
      expect(res.json().detail).toBe('This listing is no longer available.');
    }
    const own = await get(`/api/v1/classifieds/${id}`, seller);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'expired', is_owner: true, renewals_used: 0 });
    expect((await get(`/api/v1/classifieds/${id}`, admin)).statusCode).toBe(200);
    const mine = (await get('/api/v1/classifieds/my-listings', seller)).json() as {
      results: { id: number; status: string }[];
      free_renewals: number;
    };
    expect(mine.results.find((listing) => listing.id === id)?.status).toBe('expired');
    expect(mine.free_renewals).toBe(2);
  });

  it('cannot simply be switched back on: its owner renews it', async () => {
    const id = await liveAd(-1);
    await setRow(id, { status: 'inactive' });
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/classifieds/${id}/status`,
      headers: seller.auth,
      payload: { status: 'active' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('This ad has expired: renew it instead.');
  });

  it('offers similar active listings to anyone', async () => {
    const id = await liveAd(-1, { category: 'Fashion', subCategory: 'Shoes', title: 'Gone sneakers' });
    const like = await liveAd(20, { category: 'Fashion', subCategory: 'Shoes', title: 'Other sneakers' });
    const other = await liveAd(20, { category: 'Fashion', subCategory: 'Bags', title: 'A bag' });
    const elsewhere = await liveAd(20, { category: 'Electronics', subCategory: 'Phones' });
    await runExpiry();
    const res = await get(`/api/v1/classifieds/${id}/similar`);
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { results: { id: number }[] }).results.map((listing) => listing.id);
    expect(ids[0]).toBe(like);
    expect(ids).toContain(other);
    expect(ids).not.toContain(id);
    expect(ids).not.toContain(elsewhere);
    expect((await get('/api/v1/classifieds/999999/similar')).statusCode).toBe(404);
  });
});

describe('POST /api/v1/classifieds/{id}/renew', () => {
  it('puts an expired ad back for a full lifetime, up to the free renewals, then says so', async () => {
    const id = await liveAd(-1);
    await runExpiry();
    const first = await post(`/api/v1/classifieds/${id}/renew`, seller);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'active', renewals_used: 1 });
    const renewed = await row(id);
    expect(renewed.expiresAt!.getTime()).toBeGreaterThan(clock.now().getTime() + 29 * DAY);
    expect(renewed.expiryRemindedAt).toBeNull();
    expect(await searchIds()).toContain(id);

    // Too early while it has more than 3 days to go.
    const early = await post(`/api/v1/classifieds/${id}/renew`, seller);
    expect(early.statusCode).toBe(409);

    await setRow(id, { expiresAt: new Date(clock.now().getTime() + DAY) });
    expect((await post(`/api/v1/classifieds/${id}/renew`, seller)).statusCode).toBe(200);
    await setRow(id, { expiresAt: new Date(clock.now().getTime() - DAY) });
    await runExpiry();
    const none = await post(`/api/v1/classifieds/${id}/renew`, seller);
    expect(none.statusCode).toBe(409);
    expect(none.json().detail).toBe('You have used all 2 free renewals of this ad. Repost it as a new ad instead.');
    expect((await row(id)).status).toBe('expired');
  });

  it("is the owner's alone, for classified ads that are live or expired", async () => {
    const id = await liveAd(-1);
    await runExpiry();
    expect((await post(`/api/v1/classifieds/${id}/renew`, null)).statusCode).toBe(401);
    expect((await post(`/api/v1/classifieds/${id}/renew`, stranger)).statusCode).toBe(403);
    expect((await post('/api/v1/classifieds/999999/renew', seller)).statusCode).toBe(404);
    expect((await post('/api/v1/classifieds/abc/renew', seller)).statusCode).toBe(422);
    const sold = await liveAd(10);
    await setRow(sold, { status: 'sold' });
    expect((await post(`/api/v1/classifieds/${sold}/renew`, seller)).statusCode).toBe(409);
  });

  it('does not alert a saved search again', async () => {
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/saved-searches',
      headers: buyer.auth,
      payload: { query: { q: 'gramophone' }, frequency: 'instant' },
    });
    expect(create.statusCode).toBe(201);
    const id = await createListing(ctx, seller, { title: 'Old gramophone', category: 'Home & Garden', sub_category: 'Furniture' } as never);
    await ctx.app.services.jobs.drain();
    const alerts = async () =>
      (
        await ctx.deps.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'saved_search')))
      ).filter((notice) => notice.data.listing_id === id).length;
    expect(await alerts()).toBe(1);
    await setRow(id, { expiresAt: new Date(clock.now().getTime() - DAY) });
    await runExpiry();
    expect((await post(`/api/v1/classifieds/${id}/renew`, seller)).statusCode).toBe(200);
    await ctx.app.services.jobs.drain();
    expect(await alerts()).toBe(1);
    expect(await ctx.deps.db.select().from(savedSearchDeliveries).where(eq(savedSearchDeliveries.listingId, id))).toHaveLength(1);
  });
});

describe('POST /api/v1/classifieds/{id}/repost', () => {
  it('creates a fresh live copy with its own photos and no renewals used', async () => {
    const id = await createListing(ctx, seller, { title: 'Reposted kettle' } as never);
    await setRow(id, { expiresAt: new Date(clock.now().getTime() - DAY), renewals: 2 });
    await runExpiry();
    const res = await post(`/api/v1/classifieds/${id}/repost`, seller);
    expect(res.statusCode).toBe(201);
    const copy = res.json() as { id: number; title: string; status: string; renewals_used: number; images: string[] };
    expect(copy).toMatchObject({ title: 'Reposted kettle', status: 'active', renewals_used: 0 });
    expect(copy.id).not.toBe(id);
    expect(copy.images).toHaveLength(1);
    const original = (await get(`/api/v1/classifieds/${id}`, seller)).json() as { images: string[] };
    expect(copy.images[0]).not.toBe(original.images[0]);
    expect((await row(id)).status).toBe('expired');
  });

  it('refuses a live ad, strangers and visitors', async () => {
    const id = await createListing(ctx, seller);
    expect((await post(`/api/v1/classifieds/${id}/repost`, seller)).statusCode).toBe(409);
    expect((await post(`/api/v1/classifieds/${id}/repost`, stranger)).statusCode).toBe(403);
    expect((await post(`/api/v1/classifieds/${id}/repost`, null)).statusCode).toBe(401);
  });
});

describe('Mark as sold', () => {
  it('names a buyer who messaged about the listing and takes it out of search', async () => {
    const id = await liveAd(20, { title: 'Sold radio' });
    const chat = chatRequests(ctx, buyer);
    const started = await chat.start(seller.id, { listing_id: id });
    expect(started.statusCode).toBe(201);
    expect((await chat.send((started.json() as { id: number }).id, 'Is it still available?')).statusCode).toBe(201);

    const buyers = await get(`/api/v1/classifieds/${id}/buyers`, seller);
    expect(buyers.statusCode).toBe(200);
    expect((buyers.json() as { results: { id: number }[] }).results.map((person) => person.id)).toEqual([buyer.id]);

    const refused = await post(`/api/v1/classifieds/${id}/sold`, seller, { buyer_id: stranger.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0].msg).toBe('The buyer must be someone who messaged you about this listing.');
    expect((await row(id)).status).toBe('active');

    const res = await post(`/api/v1/classifieds/${id}/sold`, seller, { buyer_id: buyer.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sold', sold_to_id: buyer.id });
    expect((await row(id)).soldToId).toBe(buyer.id);
    expect(await searchIds()).not.toContain(id);
    expect((await get(`/api/v1/classifieds/${id}`)).statusCode).toBe(410);
  });

  it("needs no buyer; is the owner's (an admin's is audited); validates its body", async () => {
    const id = await liveAd(20);
    expect((await post(`/api/v1/classifieds/${id}/sold`, null, {})).statusCode).toBe(401);
    expect((await post(`/api/v1/classifieds/${id}/sold`, stranger, {})).statusCode).toBe(403);
    expect((await get(`/api/v1/classifieds/${id}/buyers`, stranger)).statusCode).toBe(403);
    expect((await post(`/api/v1/classifieds/${id}/sold`, seller, { buyer_id: 'me' })).statusCode).toBe(422);
    expect((await post(`/api/v1/classifieds/${id}/sold`, seller, { buyer_id: -3 })).statusCode).toBe(422);
    const res = await post(`/api/v1/classifieds/${id}/sold`, seller, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'sold', sold_to_id: null });

    const other = await liveAd(20);
    expect((await post(`/api/v1/classifieds/${other}/sold`, admin, { buyer_id: null })).statusCode).toBe(200);
    const audits = await ctx.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'listing.marked_sold'), eq(auditLog.targetId, other)));
    expect(audits).toHaveLength(1);
  });
});

describe('POST /api/v1/dev/classifieds/{id}/expire (not in production)', () => {
  it("expires the owner's live ad now through the schedule", async () => {
    const id = await liveAd(20);
    expect((await post(`/api/v1/dev/classifieds/${id}/expire`, stranger)).statusCode).toBe(403);
    const res = await post(`/api/v1/dev/classifieds/${id}/expire`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('expired');
  });
});

describe("the admin console's listing lifetimes", () => {
  it("lists and sets a category's lifetime, admins only, validated", async () => {
    const list = await get('/api/v1/admin/listing-ttls', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().default_days).toBe(30);
    expect(
      (
        await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/listing-ttls/Fashion', headers: admin.auth, payload: { days: 14 } })
      ).json().ttls,
    ).toContainEqual(expect.objectContaining({ category: 'Fashion', days: 14 }));
    const reset = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/listing-ttls/Fashion',
      headers: admin.auth,
      payload: { days: null },
    });
    expect((reset.json().ttls as { category: string }[]).map((ttl) => ttl.category)).not.toContain('Fashion');
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/listing-ttls/Fashion', headers: admin.auth, payload: { days: 0 } }))
        .statusCode,
    ).toBe(422);
    expect(
      (await ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/listing-ttls/Nope', headers: admin.auth, payload: { days: 5 } }))
        .statusCode,
    ).toBe(422);
    expect((await get('/api/v1/admin/listing-ttls', seller)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/listing-ttls')).statusCode).toBe(401);
  });
});
