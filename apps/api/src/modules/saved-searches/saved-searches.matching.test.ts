import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerStats } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { moderationRequests, notificationsOf, type ModerationRequests } from '../../../test/factories/moderation';

// Matching new listings against saved searches through the job queue, with moderation on: a post
// goes live when an admin approves it.

let ctx: TestContext;
let mod: ModerationRequests;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ config: { listingModeration: 'manual' } });
  mod = moderationRequests(ctx);
  [seller, admin] = await Promise.all([createUser(ctx, { userType: 'SELLER' }), createUser(ctx, { userType: 'ADMIN' })]);
});
afterAll(() => ctx.close());

async function saveSearch(user: TestUser, query: Record<string, string>, frequency = 'instant'): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: user.auth, payload: { query, frequency } });
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

async function alertsOf(user: TestUser) {
  return (await notificationsOf(ctx, user.id)).filter((row) => row.kind === 'saved_search');
}

/** Posts (pending), approves (live), and runs the queue. */
async function publish(owner: TestUser, fields: Parameters<typeof createListing>[2] = {}): Promise<number> {
  const id = await createListing(ctx, owner, fields);
  expect((await mod.decide(admin, id, { status: 'active' })).statusCode).toBe(200);
  await ctx.app.services.jobs.drain();
  return id;
}

const setStatus = (user: TestUser, id: number, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/classifieds/${id}/status`, headers: user.auth, payload: { status } });

describe('saved-searches:match', () => {
  it('tells an instant search once when a matching listing is approved, however often it goes live again', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    const searchId = await saveSearch(buyer, { q: 'galax', category: 'Electronics', region: 'Greater Accra', max_price: '3000' });
    const id = await createListing(ctx, seller, { title: 'Samsung Galaxy S22' });
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(0); // pending: not live yet

    await mod.decide(admin, id, { status: 'active' });
    await ctx.app.services.jobs.drain();
    const alerts = await alertsOf(buyer);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ link: `/listing/${id}`, data: { saved_search_id: searchId, listing_id: id } });

    // Paused and live again, approved again by an admin's switch: still one alert.
    expect((await setStatus(seller, id, 'inactive')).statusCode).toBe(200);
    expect((await setStatus(seller, id, 'active')).statusCode).toBe(200);
    await ctx.app.services.jobs.drain();
    await mod.decide(admin, id, { status: 'inactive', reason: 'Checking' });
    await mod.decide(admin, id, { status: 'active' });
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(1);
  });

  it('does not tell a search the listing does not match', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    await saveSearch(buyer, { q: 'iphone' });
    await saveSearch(buyer, { category: 'Vehicles' });
    await saveSearch(buyer, { category: 'Electronics', region: 'Ashanti' });
    await saveSearch(buyer, { category: 'Electronics', max_price: '1000' });
    await saveSearch(buyer, { category: 'Electronics', min_price: '5000' });
    await saveSearch(buyer, { category: 'Electronics', sub_category: 'Computers' });
    await saveSearch(buyer, { condition: 'New' });
    await publish(seller, { title: 'Samsung Galaxy S23', price: '2500' });
    expect(await alertsOf(buyer)).toHaveLength(0);
  });

  it('keeps a seller rating floor: only listings of sellers rated at least that match (ADR 067)', async () => {
    const rated = await createUser(ctx, { userType: 'SELLER' });
    // The figures the reviews' triggers keep (4.4 from three reviews); a new listing copies the score.
    await ctx.deps.db.insert(sellerStats).values({ sellerId: rated.id, reviewCount: 3, ratingSum: 15, scoreTenths: 44 });
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    const searchId = await saveSearch(buyer, { q: 'kwahu', min_rating: '4' });
    const saved = await ctx.app.inject({ method: 'GET', url: '/api/v1/saved-searches', headers: buyer.auth });
    expect(saved.json().results).toContainEqual(
      expect.objectContaining({ id: searchId, query: { q: 'kwahu', min_rating: '4' }, link: '/listings?q=kwahu&min_rating=4' }),
    );
    await publish(seller, { title: 'Kwahu drum, unrated seller' });
    expect(await alertsOf(buyer)).toHaveLength(0);
    const id = await publish(rated, { title: 'Kwahu drum, rated seller' });
    expect((await alertsOf(buyer)).map((alert) => alert.data)).toEqual([
      expect.objectContaining({ saved_search_id: searchId, listing_id: id }),
    ]);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/saved-searches',
      headers: buyer.auth,
      payload: { query: { min_rating: '6' } },
    });
    expect(refused.statusCode).toBe(422);
  });

  it('never tells a person about their own listing, nor a search that is off', async () => {
    const otherSeller = await createUser(ctx, { userType: 'SELLER' });
    await saveSearch(otherSeller, { q: 'tecno' });
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    await saveSearch(buyer, { q: 'tecno' }, 'off');
    await publish(otherSeller, { title: 'Tecno Spark 20' });
    expect(await alertsOf(otherSeller)).toHaveLength(0);
    expect(await alertsOf(buyer)).toHaveLength(0);
  });

  it('gathers daily and weekly matches into one digest per search, sent once', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    const daily = await saveSearch(buyer, { q: 'nokia' }, 'daily');
    const weekly = await saveSearch(buyer, { q: 'nokia' }, 'weekly');
    await publish(seller, { title: 'Nokia 3310' });
    await publish(seller, { title: 'Nokia G21' });
    expect(await alertsOf(buyer)).toHaveLength(0);

    await ctx.app.services.savedSearches.sendDigests('daily');
    await ctx.app.services.savedSearches.sendDigests('daily');
    let alerts = await alertsOf(buyer);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: '2 new listings for your saved search "nokia"',
      link: '/listings?q=nokia',
      data: { saved_search_id: daily, count: 2 },
    });

    await ctx.app.services.savedSearches.sendDigests('weekly');
    alerts = await alertsOf(buyer);
    expect(alerts).toHaveLength(2);
    expect(alerts.map((row) => (row.data as { saved_search_id: number }).saved_search_id).sort()).toEqual([daily, weekly].sort());
  });
});
