import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@dwa/db/client';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { notificationsOf } from '../../../test/factories/moderation';
import { sandboxPush } from '../../../test/local-push-service';

// A seller's edit that lowers a live listing's price enqueues `saved-searches:price-drop` in the
// edit's transaction (ADR 060, addendum); the job matches the listing as on publish, so a search
// whose price range now takes it is told once, as a price drop, and a search already told is not.

let ctx: TestContext;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { userType: 'SELLER' });
});
afterAll(() => ctx.close());

async function saveSearch(user: TestUser, query: Record<string, string>, frequency = 'instant'): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: user.auth, payload: { query, frequency } });
  if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

const edit = (user: TestUser, id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/classifieds/${id}`, headers: user.auth, payload });

async function alertsOf(user: TestUser) {
  return (await notificationsOf(ctx, user.id)).filter((row) => row.kind === 'saved_search');
}

/** A browser's push subscription (the sandbox sender records what it would send). */
const { subscribe, pushedTo } = sandboxPush(() => ctx.app);

/** The price-drop jobs waiting for this listing (before the queue runs). */
async function waitingDrops(listingId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ctx.deps.db,
    sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'saved-searches:price-drop' AND key = ${`saved-searches:price-drop:${listingId}`}`,
  );
  return row?.n ?? 0;
}

/** Posts a live listing and runs its publish matching. */
async function publish(fields: Parameters<typeof createListing>[2]): Promise<number> {
  const id = await createListing(ctx, seller, fields);
  await ctx.app.services.jobs.drain();
  return id;
}

describe('saved-searches:price-drop', () => {
  it('tells a search whose max price now takes the listing, once, as a price drop', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    const searchId = await saveSearch(buyer, { q: 'corolla', max_price: '1000' });
    await subscribe(buyer);
    const id = await publish({ title: 'Toyota Corolla 2012', price: '1200' });
    expect(await alertsOf(buyer)).toHaveLength(0); // above the max price

    const lowered = await edit(seller, id, { price: 900 });
    expect(lowered.statusCode).toBe(200);
    expect(await waitingDrops(id)).toBe(1);
    await ctx.app.services.jobs.drain();
    const alerts = await alertsOf(buyer);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: 'Price drop: Toyota Corolla 2012 now GHC 900.00',
      body: 'For your saved search "corolla"',
      link: `/listing/${id}`,
      data: { saved_search_id: searchId, listing_id: id, price_drop: true, price_pesewas: 90000 },
    });
    await ctx.app.services.jobs.drain(); // the push job the alert enqueued
    expect((await pushedTo(buyer)).map((push) => push.payload)).toEqual([
      expect.objectContaining({ kind: 'alerts', title: 'Price drop: Toyota Corolla 2012 now GHC 900.00', url: `/listing/${id}` }),
    ]);

    // A second drop: the search was told about this listing already.
    expect((await edit(seller, id, { price: 800 })).statusCode).toBe(200);
    expect(await waitingDrops(id)).toBe(1);
    await ctx.app.services.jobs.drain();
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(1);
    expect(await pushedTo(buyer)).toHaveLength(1);
  });

  it('does not tell again a search that had the listing when it was published', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    await saveSearch(buyer, { q: 'hilux' });
    const id = await publish({ title: 'Toyota Hilux', price: '1500' });
    expect(await alertsOf(buyer)).toHaveLength(1);
    expect((await edit(seller, id, { price: 1000 })).statusCode).toBe(200);
    await ctx.app.services.jobs.drain();
    const alerts = await alertsOf(buyer);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.title).toBe('New listing for your saved search "hilux"');
  });

  it('keeps a daily search to its digest', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    await saveSearch(buyer, { q: 'yaris', max_price: '1000' }, 'daily');
    const id = await publish({ title: 'Toyota Yaris', price: '1100' });
    expect((await edit(seller, id, { price: 950 })).statusCode).toBe(200);
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(0);
    await ctx.app.services.savedSearches.sendDigests('daily');
    expect((await alertsOf(buyer)).map((row) => row.title)).toEqual(['1 new listing for your saved search "yaris"']);
  });

  it('enqueues nothing for a raise, the same price, or a paused listing', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    await saveSearch(buyer, { q: 'camry', max_price: '1000' });
    const id = await publish({ title: 'Toyota Camry', price: '1200' });
    expect((await edit(seller, id, { price: 1300 })).statusCode).toBe(200);
    expect((await edit(seller, id, { price: 1300, title: 'Toyota Camry 2015' })).statusCode).toBe(200);
    expect(await waitingDrops(id)).toBe(0);

    const paused = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/classifieds/${id}/status`,
      headers: seller.auth,
      payload: { status: 'inactive' },
    });
    expect(paused.statusCode).toBe(200);
    expect((await edit(seller, id, { price: 900 })).statusCode).toBe(200);
    expect(await waitingDrops(id)).toBe(0);
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(0);
  });

  it('enqueues nothing when the edit rolls back', async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    await saveSearch(buyer, { q: 'sienna', max_price: '1000' });
    const id = await publish({ title: 'Toyota Sienna', price: '1200' });
    // The listing's update fails after the job was enqueued in the same transaction.
    await ctx.deps.db.execute(sql`CREATE FUNCTION test_refuse_title() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title = 'Roll me back' THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$`);
    await ctx.deps.db.execute(
      sql`CREATE TRIGGER test_refuse_title BEFORE UPDATE ON listings FOR EACH ROW EXECUTE FUNCTION test_refuse_title()`,
    );
    try {
      expect((await edit(seller, id, { price: 900, title: 'Roll me back' })).statusCode).toBe(500);
    } finally {
      await ctx.deps.db.execute(sql`DROP TRIGGER test_refuse_title ON listings`);
      await ctx.deps.db.execute(sql`DROP FUNCTION test_refuse_title()`);
    }
    expect(await waitingDrops(id)).toBe(0);
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(0);
    const [row] = await rowsOf<{ price_pesewas: number }>(
      ctx.deps.db,
      sql`SELECT price_pesewas::float8 AS price_pesewas FROM listings WHERE id = ${id}`,
    );
    expect(row?.price_pesewas).toBe(120000);

    // The same drop, committed this time: one job, one alert.
    expect((await edit(seller, id, { price: 900 })).statusCode).toBe(200);
    expect(await waitingDrops(id)).toBe(1);
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(1);
  });

  it("refuses another user's edit as before, and enqueues nothing for it", async () => {
    const buyer = await createUser(ctx, { userType: 'CUSTOMER' });
    const stranger = await createUser(ctx, { userType: 'SELLER' });
    await saveSearch(buyer, { q: 'prado', max_price: '1000' });
    const id = await publish({ title: 'Toyota Prado', price: '1200' });
    const refused = await edit(stranger, id, { price: 900 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You can only change your own listings.');
    expect(await waitingDrops(id)).toBe(0);
    await ctx.app.services.jobs.drain();
    expect(await alertsOf(buyer)).toHaveLength(0);
  });
});
