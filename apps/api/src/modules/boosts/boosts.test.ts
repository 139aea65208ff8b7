import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, boosts, listings, payments } from '@dwa/db/schema';
import { BOOST_MESSAGES as M } from '@dwa/shared/boosts';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { insertListing, postListing, validFields } from '../../../test/factories/listings';
import { transfersOf } from '../../../test/factories/ledger';
import { createUser, type TestUser } from '../../../test/factories/users';

// Paid boosts (issue 33, ADR 072): bought by the listing's owner with sandbox Mobile Money, started
// once when the payment succeeds, ended by its job on time, in the ledger, refunded by an admin;
// featured slots in search. The sandbox approves at once; +233240000001 declines, +233240000002 never answers.

let ctx: TestContext;
let seller: TestUser;
let stranger: TestUser;
let admin: TestUser;
const clock = testClock();
const DAY = 86_400_000;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Pick<TestUser, 'auth'> | null, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: who ? who.auth : {}, ...(payload === undefined ? {} : { payload }) });
const buyInput = (listingId: number, extra: object = {}) => ({
  listing_id: listingId,
  kind: 'featured',
  days: 7,
  momo_network: 'MTN',
  momo_number: '024 555 1234',
  ...extra,
});
const boostRow = async (id: number) => (await ctx.deps.db.select().from(boosts).where(eq(boosts.id, id)))[0]!;
const promotionOf = async (id: number) =>
  (await ctx.deps.db.select({ p: listings.promotion }).from(listings).where(eq(listings.id, id)))[0]!.p;
const boostedOf = async (id: number) =>
  (await ctx.deps.db.select({ promotion: listings.promotion, featured: listings.featured }).from(listings).where(eq(listings.id, id)))[0]!;
const searchFor = async (query: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/?${query}`, headers: { 'cache-control': 'no-cache' } })).json();

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    config: { payments: { provider: 'sandbox', paystackBaseUrl: 'http://127.0.0.1:9', sandboxApprovalMs: 0 } },
  });
  [seller, stranger, admin] = await Promise.all([
    createUser(ctx, { userType: 'SELLER', name: 'Kofi Seller' }),
    createUser(ctx, { userType: 'SELLER', name: 'Yaa Stranger' }),
    createUser(ctx, { userType: 'ADMIN', name: 'Console Admin' }),
  ]);
});
afterAll(() => ctx.close());

/** A boost bought and paid (the sandbox approves when the seller looks at it). */
async function paidBoost(listingId: number, extra: object = {}) {
  const bought = await call('POST', '/boosts', seller, buyInput(listingId, extra));
  expect(bought.statusCode).toBe(201);
  const read = await call('GET', `/boosts/${bought.json().id}`, seller);
  expect(read.json()).toMatchObject({ status: 'active' });
  return read.json();
}

describe('prices', () => {
  it('answers the configured defaults to a signed-in person; 401 signed out', async () => {
    expect((await call('GET', '/boosts/prices', null)).statusCode).toBe(401);
    const res = await call('GET', '/boosts/prices', seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { kind: 'featured', days: 7, amount: 25, currency: 'GHS' },
      { kind: 'featured', days: 30, amount: 80, currency: 'GHS' },
      { kind: 'urgent', days: 7, amount: 10, currency: 'GHS' },
      { kind: 'urgent', days: 30, amount: 30, currency: 'GHS' },
    ]);
  });

  it('an admin sets them (audited); others get 403, bad input 422', async () => {
    expect((await call('PUT', '/admin/boosts/prices', seller, { prices: [{ kind: 'urgent', days: 7, amount: 12 }] })).statusCode).toBe(403);
    expect((await call('PUT', '/admin/boosts/prices', null, { prices: [] })).statusCode).toBe(401);
    const bad = await call('PUT', '/admin/boosts/prices', admin, { prices: [{ kind: 'urgent', days: 14, amount: 0 }] });
    expect(bad.statusCode).toBe(422);
    const twice = await call('PUT', '/admin/boosts/prices', admin, {
      prices: [
        { kind: 'urgent', days: 7, amount: 12 },
        { kind: 'urgent', days: 7, amount: 13 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    const res = await call('PUT', '/admin/boosts/prices', admin, { prices: [{ kind: 'urgent', days: 7, amount: 12.5 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toContainEqual({ kind: 'urgent', days: 7, amount: 12.5, currency: 'GHS' });
    const audited = await ctx.deps.db.select().from(auditLog).where(eq(auditLog.action, 'boost_price.set'));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: admin.id, after: { kind: 'urgent', days: 7, amount: 12.5 } });
  });
});

describe('buying a boost', () => {
  it('validates the body (422), needs a session (401), only for the owner (403) and a known listing (404)', async () => {
    const listing = await insertListing(ctx, seller, { title: 'Validated fridge' });
    expect((await call('POST', '/boosts', null, buyInput(listing))).statusCode).toBe(401);
    for (const bad of [{ kind: 'gold' }, { days: 14 }, { momo_network: 'XYZ' }, { momo_number: '12345' }, { listing_id: 'x' }]) {
      expect((await call('POST', '/boosts', seller, buyInput(listing, bad))).statusCode).toBe(422);
    }
    const stranger403 = await call('POST', '/boosts', stranger, buyInput(listing));
    expect(stranger403.statusCode).toBe(403);
    expect(stranger403.json()).toMatchObject({ detail: M.notOwner });
    expect((await call('POST', '/boosts', seller, buyInput(2_000_000))).statusCode).toBe(404);
    const hidden = await insertListing(ctx, seller, { status: 'inactive' });
    expect((await call('POST', '/boosts', stranger, buyInput(hidden))).statusCode).toBe(404);
    const inactive = await call('POST', '/boosts', seller, buyInput(hidden));
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json()).toMatchObject({ detail: M.notActive });
  });

  it('starts pending with the prompt, becomes active when paid, badges the listing, and is in the ledger', async () => {
    const listing = await insertListing(ctx, seller, { title: 'Boosted Samsung TV' });
    const bought = await call('POST', '/boosts', seller, buyInput(listing, { kind: 'urgent', days: 30 }));
    expect(bought.statusCode).toBe(201);
    expect(bought.json()).toMatchObject({
      listing_id: listing,
      listing_title: 'Boosted Samsung TV',
      kind: 'urgent',
      days: 30,
      amount: 30,
      status: 'pending',
      receipt_number: null,
      payment: { network: 'MTN', phone: '+233 24 *** 1234' },
    });
    expect(await promotionOf(listing)).toBe('NONE');
    // One live boost of each kind: a second Urgent one waits for this one to end.
    const again = await call('POST', '/boosts', seller, buyInput(listing, { kind: 'urgent' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: M.alreadyBoosted });

    const read = (await call('GET', `/boosts/${bought.json().id}`, seller)).json();
    expect(read).toMatchObject({
      status: 'active',
      receipt_number: `DWA-B-${String(read.id).padStart(6, '0')}`,
      payment: { status: 'succeeded' },
    });
    expect(Date.parse(read.ends_at) - Date.parse(read.starts_at)).toBe(30 * DAY);
    expect(await promotionOf(listing)).toBe('URGENT');
    const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.boostId, read.id));
    expect((await transfersOf(ctx, { paymentId: payment!.id })).filter((t) => t.kind === 'boost')).toEqual([
      { kind: 'boost', key: `boost:${read.id}`, paymentId: payment!.id, postings: { provider_clearing: 3000, platform_revenue: -3000 } },
    ]);
  });

  it('a declined payment fails the boost, and the seller may buy again', async () => {
    const listing = await insertListing(ctx, seller);
    const bought = (await call('POST', '/boosts', seller, buyInput(listing, { momo_number: '+233240000001' }))).json();
    const read = (await call('GET', `/boosts/${bought.id}`, seller)).json();
    expect(read).toMatchObject({ status: 'failed', payment: { status: 'failed' } });
    expect(await promotionOf(listing)).toBe('NONE');
    expect((await call('GET', `/boosts/${bought.id}/receipt`, seller)).statusCode).toBe(409);
    expect((await call('POST', '/boosts', seller, buyInput(listing))).statusCode).toBe(201);
  });

  it('a seller setting the promotion field (posting or editing) gets no badge for free', async () => {
    const posted = await postListing(ctx, seller, { ...validFields, promotion: 'FEATURED' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().promotion).toBe('NONE');
    const listing = posted.json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/classifieds/${listing.id}`,
      headers: seller.auth,
      payload: { promotion: 'URGENT' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().promotion).toBe('NONE');
  });
});

describe('starting once, ending on time', () => {
  it('a repeated or late success starts the boost once and posts the ledger once', async () => {
    const listing = await insertListing(ctx, seller);
    const bought = (await call('POST', '/boosts', seller, buyInput(listing, { momo_number: '+233240000002' }))).json();
    const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.boostId, bought.id));
    const { settle } = ctx.app.services.payments;
    await settle(payment!.id, { status: 'succeeded' }, 'webhook', 'charge.success:1');
    await settle(payment!.id, { status: 'succeeded' }, 'webhook', 'charge.success:1');
    await settle(payment!.id, { status: 'succeeded' }, 'webhook', 'charge.success:2');
    await settle(payment!.id, { status: 'succeeded' }, 'poll', 'poll:succeeded');
    const row = await boostRow(bought.id);
    expect(row.status).toBe('active');
    expect((await transfersOf(ctx, { paymentId: payment!.id })).filter((t) => t.kind === 'boost')).toHaveLength(1);
    const jobs = await ctx.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'boost:end' AND key = ${`boost-end:${bought.id}`}`,
    );
    expect(Number((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
  });

  it('the end job ends it at its end time (not before), and the badge goes', async () => {
    const listing = await insertListing(ctx, seller);
    const boost = await paidBoost(listing, { days: 7 });
    expect(await promotionOf(listing)).toBe('FEATURED');
    const due = () =>
      ctx.deps.db.execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = ${`boost-end:${boost.id}`}`);
    // Run early: it stays active and comes back at the end time.
    await due();
    await ctx.app.services.jobs.drain();
    expect((await boostRow(boost.id)).status).toBe('active');
    clock.advance(7 * DAY + 1000);
    await due();
    await ctx.app.services.jobs.drain();
    const row = await boostRow(boost.id);
    expect(row.status).toBe('ended');
    expect(row.endedAt!.getTime()).toBeGreaterThanOrEqual(row.endsAt!.getTime());
    expect(await promotionOf(listing)).toBe('NONE');
    expect((await call('GET', `/boosts/${boost.id}/receipt`, seller)).statusCode).toBe(200);
  });
});

describe('a Featured and an Urgent boost together (ADR 076)', () => {
  it('both run at once, each to its own end: the slots and the lift, the Urgent badge; one ending leaves the other', async () => {
    const word = 'kapokwood';
    const listing = await insertListing(ctx, seller, { title: `${word} bench`, category: 'Home & Garden' });
    const featured = await paidBoost(listing, { kind: 'featured', days: 7 });
    expect(await boostedOf(listing)).toEqual({ promotion: 'FEATURED', featured: true });
    clock.advance(DAY);
    const urgent = await paidBoost(listing, { kind: 'urgent', days: 30 });
    expect(await boostedOf(listing)).toEqual({ promotion: 'URGENT', featured: true });
    expect(Date.parse(featured.ends_at)).toBeLessThan(Date.parse(urgent.ends_at));
    // Still one live boost of each kind.
    for (const kind of ['featured', 'urgent']) {
      const third = await call('POST', '/boosts', seller, buyInput(listing, { kind }));
      expect(third.statusCode, kind).toBe(409);
      expect(third.json()).toEqual({ detail: M.alreadyBoosted, code: 'boosts.already_boosted', params: {} });
    }
    // In search: in a featured slot, with the Urgent badge; both filters find it.
    const page = await searchFor(`q=${word}`);
    expect(page.featured.map((item: { id: number; promotion: string }) => [item.id, item.promotion])).toEqual([[listing, 'URGENT']]);
    expect((await searchFor(`q=${word}&promotion=FEATURED`)).results.map((item: { id: number }) => item.id)).toEqual([listing]);
    expect((await searchFor(`q=${word}&promotion=URGENT`)).results.map((item: { id: number }) => item.id)).toEqual([listing]);

    // The Featured one ends on its day: the Urgent one runs on, and the listing leaves the slots.
    clock.advance(6 * DAY + 1000);
    expect(await ctx.app.services.boosts.sweep()).toBeGreaterThanOrEqual(1);
    expect((await boostRow(featured.id)).status).toBe('ended');
    expect((await boostRow(urgent.id)).status).toBe('active');
    expect(await boostedOf(listing)).toEqual({ promotion: 'URGENT', featured: false });
    expect((await searchFor(`q=${word}`)).featured).toEqual([]);
    // A new Featured boost may be bought beside the running Urgent one.
    const again = await paidBoost(listing, { kind: 'featured', days: 7 });
    expect(await boostedOf(listing)).toEqual({ promotion: 'URGENT', featured: true });
    // An admin refunds the Urgent one: the Featured one keeps its slot and its badge comes back.
    expect((await call('POST', `/admin/boosts/${urgent.id}/refund`, admin)).statusCode).toBe(200);
    expect(await boostedOf(listing)).toEqual({ promotion: 'FEATURED', featured: true });
    clock.advance(8 * DAY);
    await ctx.app.services.boosts.sweep();
    expect((await boostRow(again.id)).status).toBe('ended');
    expect(await boostedOf(listing)).toEqual({ promotion: 'NONE', featured: false });
  });

  it('an Urgent boost ending leaves a running Featured one its badge', async () => {
    const listing = await insertListing(ctx, seller);
    const urgent = await paidBoost(listing, { kind: 'urgent', days: 7 });
    const featured = await paidBoost(listing, { kind: 'featured', days: 30 });
    expect(await boostedOf(listing)).toEqual({ promotion: 'URGENT', featured: true });
    clock.advance(7 * DAY + 1000);
    await ctx.app.services.boosts.sweep();
    expect((await boostRow(urgent.id)).status).toBe('ended');
    expect((await boostRow(featured.id)).status).toBe('active');
    expect(await boostedOf(listing)).toEqual({ promotion: 'FEATURED', featured: true });
  });
});

describe('a boosted listing deleted by its seller', () => {
  it('goes; the boost and its receipt stay, and it ends on time', async () => {
    const posted = await postListing(ctx, seller, { ...validFields, title: 'Deleted boosted radio' });
    const boost = await paidBoost(posted.json().id);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/classifieds/${posted.json().id}`, headers: seller.auth });
    expect(deleted.statusCode).toBeLessThan(300);
    const read = (await call('GET', `/boosts/${boost.id}`, seller)).json();
    expect(read).toMatchObject({ listing_id: null, listing_title: 'Deleted boosted radio', status: 'active' });
    expect((await call('GET', `/boosts/${boost.id}/receipt`, seller)).json()).toMatchObject({
      listing_id: null,
      listing_title: 'Deleted boosted radio',
    });
    // It still ends on time (the sweep behind the end job), with no listing to take the badge from.
    clock.advance(8 * DAY);
    expect(await ctx.app.services.boosts.sweep()).toBeGreaterThanOrEqual(1);
    expect((await boostRow(boost.id)).status).toBe('ended');
  });
});

describe('reading boosts and receipts', () => {
  it('the seller reads theirs and the receipt; a stranger gets 404; an admin reads all', async () => {
    const listing = await insertListing(ctx, seller, { title: 'Receipt lamp' });
    const boost = await paidBoost(listing);
    const receipt = await call('GET', `/boosts/${boost.id}/receipt`, seller);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      receipt_number: boost.receipt_number,
      listing_title: 'Receipt lamp',
      seller_name: 'Kofi Seller',
      kind: 'featured',
      days: 7,
      amount: 25,
      currency: 'GHS',
      phone: '+233 24 *** 1234',
      refunded_at: null,
    });
    expect((await call('GET', `/boosts/${boost.id}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/boosts/${boost.id}/receipt`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/boosts/${boost.id}/receipt`, null)).statusCode).toBe(401);
    expect((await call('GET', `/boosts/${boost.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/boosts/abc', seller)).statusCode).toBe(422);
    expect((await call('GET', '/boosts/99999999', seller)).statusCode).toBe(404);
    const mine = (await call('GET', `/boosts?listing_id=${listing}`, seller)).json();
    expect(mine.results.map((b: { id: number }) => b.id)).toEqual([boost.id]);
    expect((await call('GET', `/boosts?listing_id=${listing}`, stranger)).json().results).toEqual([]);
    expect((await call('GET', '/boosts', null)).statusCode).toBe(401);
    expect((await call('GET', '/admin/boosts', seller)).statusCode).toBe(403);
    const all = await call('GET', '/admin/boosts', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().results.some((b: { id: number }) => b.id === boost.id)).toBe(true);
  });
});

describe('refunds', () => {
  it('an admin refunds a paid boost: provider refund job, ledger reversal, the boost ends, audited; once', async () => {
    const listing = await insertListing(ctx, seller);
    const boost = await paidBoost(listing);
    expect((await call('POST', `/admin/boosts/${boost.id}/refund`, seller)).statusCode).toBe(403);
    expect((await call('POST', `/admin/boosts/${boost.id}/refund`, null)).statusCode).toBe(401);
    expect((await call('POST', '/admin/boosts/99999999/refund', admin)).statusCode).toBe(404);
    const res = await call('POST', `/admin/boosts/${boost.id}/refund`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    expect(await promotionOf(listing)).toBe('NONE');
    const [payment] = await ctx.deps.db.select().from(payments).where(eq(payments.boostId, boost.id));
    // The sandbox keeps a fee on a charge: Dwa's expense, posted beside the boost (and not given back).
    expect((await transfersOf(ctx, { paymentId: payment!.id })).map((t) => [t.kind, t.postings])).toEqual([
      ['boost', { provider_clearing: 2500, platform_revenue: -2500 }],
      ['provider_fee', { provider_clearing: expect.any(Number), provider_fees: expect.any(Number) }],
      ['boost_refund', { provider_clearing: -2500, platform_revenue: 2500 }],
    ]);
    await ctx.app.services.jobs.drain();
    const events = await ctx.deps.db.execute(
      sql`SELECT event_key FROM payment_events WHERE payment_id = ${payment!.id} AND event_key = ${`refund:boost:${boost.id}`}`,
    );
    expect((events as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    expect(
      await ctx.deps.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'boost.refunded'), eq(auditLog.targetId, boost.id))),
    ).toHaveLength(1);
    const twice = await call('POST', `/admin/boosts/${boost.id}/refund`, admin);
    expect(twice.statusCode).toBe(409);
    expect((await call('GET', `/boosts/${boost.id}/receipt`, seller)).json().refunded_at).not.toBeNull();
    const { accounts, transfers } = await ctx.app.services.ledger.verify();
    expect(accounts).toEqual([]);
    expect(transfers).toEqual([]);
  });
});

describe('featured slots and the urgent lift in search', () => {
  it('at most 2 labelled slots, only boosted listings that match, rotated; the listing keeps its place', async () => {
    const word = 'zebrawood';
    const boosted: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await insertListing(ctx, seller, { title: `${word} table ${i}`, category: 'Home & Garden' });
      await paidBoost(id);
      boosted.push(id);
    }
    const other = await insertListing(ctx, seller, { title: 'Mahogany stool', category: 'Home & Garden' });
    await paidBoost(other);
    await insertListing(ctx, seller, { title: `${word} chair plain` });
    const seen = new Set<number>();
    for (let step = 0; step < 4; step += 1) {
      const page = (
        await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/?q=${word}`, headers: { 'cache-control': 'no-cache' } })
      ).json();
      expect(page.featured.length).toBe(2);
      for (const listing of page.featured) {
        expect(boosted).toContain(listing.id);
        expect(listing.promotion).toBe('FEATURED');
        expect(page.results.map((r: { id: number }) => r.id)).toContain(listing.id);
        seen.add(listing.id);
      }
      clock.advance(10 * 60_000);
    }
    expect([...seen].sort()).toEqual([...boosted].sort());
    const none = (await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?q=nothingmatcheszz' })).json();
    expect(none.featured).toEqual([]);
    const filtered = (await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/?q=${word}&category=Vehicles` })).json();
    expect(filtered.featured).toEqual([]);
  });
});
