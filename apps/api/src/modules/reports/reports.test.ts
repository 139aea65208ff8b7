import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingReports, listings } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { apiRequests, type ApiRequests } from '../../../test/factories/requests';
import { planFlag, planStatusChange, STATUS_MESSAGES } from '../listings/listing-status';

let ctx: TestContext;
let api: ApiRequests;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  api = apiRequests(ctx);
  [seller, buyer] = await Promise.all([createUser(ctx, { userType: 'SELLER' }), createUser(ctx, { userType: 'CUSTOMER' })]);
});
afterAll(() => ctx.close());

const statusOf = async (id: number) => (await ctx.deps.db.select().from(listings).where(eq(listings.id, id)))[0];

describe('POST /api/v1/classifieds/report', () => {
  it('stores an open report and thanks the reporter', async () => {
    const id = await createListing(ctx, seller);
    const res = await api.report(buyer, { listing_id: id, title: 'Spam', comment: '  Same ad posted 5 times  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      listing_id: id,
      title: 'spam',
      comment: 'Same ad posted 5 times',
      status: 'open',
      message: 'Thank you for reporting this listing. Our team will review it shortly.',
    });
    const rows = await ctx.deps.db.select().from(listingReports).where(eq(listingReports.listingId, id));
    expect(rows).toEqual([expect.objectContaining({ userId: buyer.id, reason: 'spam', status: 'open' })]);
  });

  it("validates with the spec's messages", async () => {
    const id = await createListing(ctx, seller);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ listing_id: id }, 'title', 'Please select a reason for reporting.'],
      [{ listing_id: id, title: '' }, 'title', 'Please select a reason for reporting.'],
      [{ listing_id: id, title: 'boring' }, 'title', 'Please select a reason for reporting.'],
      [{ title: 'spam' }, 'listing_id', 'Listing ID is missing. Cannot report this listing.'],
      [{ listing_id: '', title: 'spam' }, 'listing_id', 'Listing ID is missing. Cannot report this listing.'],
      [{ listing_id: id, title: 'other', comment: 'x'.repeat(1001) }, 'comment', 'Comment must be at most 1000 characters.'],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await api.report(buyer, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().detail).toContainEqual(expect.objectContaining({ loc: ['body', field], msg }));
    }
    expect((await api.report(null, { listing_id: id, title: 'spam' })).statusCode).toBe(401);
    expect((await api.report(buyer, { listing_id: 99999999, title: 'spam' })).statusCode).toBe(404);
    const own = await api.report(seller, { listing_id: id, title: 'spam' });
    expect(own.statusCode).toBe(403);
    expect(own.json().detail).toBe('You cannot report your own listing.');
  });

  it('allows one open report per person per listing', async () => {
    const id = await createListing(ctx, seller);
    const reporter = await createUser(ctx, { userType: 'CUSTOMER' });
    expect((await api.report(reporter, { listing_id: id, title: 'duplicate', comment: null })).statusCode).toBe(201);
    const again = await api.report(reporter, { listing_id: id, title: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already reported this listing.');
    const both = await Promise.all([
      api.report(buyer, { listing_id: id, title: 'spam' }),
      api.report(buyer, { listing_id: id, title: 'spam' }),
    ]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('puts a listing reported by 3 different people into review, which its owner cannot undo', async () => {
    const id = await createListing(ctx, seller);
    const reporters = await Promise.all([1, 2, 3].map(() => createUser(ctx, { userType: 'CUSTOMER' })));
    await api.report(reporters[0]!, { listing_id: id, title: 'spam' });
    await api.report(reporters[1]!, { listing_id: id, title: 'inappropriate' });
    expect((await statusOf(id))?.status).toBe('active');
    await api.report(reporters[2]!, { listing_id: id, title: 'prohibited' });

    const row = await statusOf(id);
    expect(row).toMatchObject({ status: 'pending', extra: expect.objectContaining({ moderation_hold: true, review_reason: 'reports' }) });
    expect((await api.detail(buyer, id)).statusCode).toBe(404);
    expect((await api.detail(seller, id)).json().status).toBe('pending');
    const publish = await api.setStatus(seller, id, 'active');
    expect(publish.statusCode).toBe(409);
    expect(publish.json().detail).toBe(STATUS_MESSAGES.awaitingReview);
    expect((await api.setStatus(seller, id, 'inactive')).statusCode).toBe(409);
  });

  it('answers 429 with Retry-After after 10 reports in an hour', async () => {
    const reporter = await createUser(ctx, { userType: 'CUSTOMER' });
    const ids = [];
    for (let i = 0; i < 11; i += 1) ids.push(await createListing(ctx, seller));
    for (const id of ids.slice(0, 10)) expect((await api.report(reporter, { listing_id: id, title: 'spam' })).statusCode).toBe(201);
    const res = await api.report(reporter, { listing_id: ids[10], title: 'spam' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the flag transition', () => {
  it('takes only a live listing into review, under a hold', () => {
    expect(planFlag('active')).toEqual({ ok: true, transition: 'flag', to: 'pending', moderationHold: true });
    expect(planFlag('pending')).toMatchObject({ ok: false });
    expect(planFlag('inactive')).toMatchObject({ ok: false });
  });

  it('is never a transition a person asks for, and a held pending listing waits for an admin', () => {
    expect(planStatusChange({ from: 'active', to: 'pending', actor: 'admin', moderation: 'auto', moderationHold: false })).toMatchObject({
      ok: false,
    });
    const held = { from: 'pending', actor: 'owner', moderation: 'auto', moderationHold: true } as const;
    expect(planStatusChange({ ...held, to: 'active' })).toEqual({ ok: false, reason: STATUS_MESSAGES.awaitingReview });
    expect(planStatusChange({ ...held, to: 'active', actor: 'admin' })).toMatchObject({
      ok: true,
      transition: 'approve',
      moderationHold: false,
    });
  });
});

describe('is_flagged on the listing read (issue 16)', () => {
  it('says whether the caller has an open report on it, in the detail, the search and saved lists, and only for the caller', async () => {
    const id = await createListing(ctx, seller);
    const [reporter, other, admin] = await Promise.all([
      createUser(ctx, { userType: 'CUSTOMER' }),
      createUser(ctx, { userType: 'CUSTOMER' }),
      createUser(ctx, { userType: 'ADMIN' }),
    ]);
    const detail = async (who: TestUser | null) => {
      const res = await api.detail(who, id);
      expect(res.statusCode).toBe(200);
      return res.json().is_flagged as boolean;
    };
    const inSearch = async (who: TestUser) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/classifieds/?seller_id=${seller.id}&limit=100`,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(res.statusCode).toBe(200);
      return (res.json().results as { id: number; is_flagged: boolean }[]).find((listing) => listing.id === id)?.is_flagged;
    };
    expect(await detail(reporter)).toBe(false);
    expect(await inSearch(reporter)).toBe(false);

    const report = await api.report(reporter, { listing_id: id, title: 'inappropriate', comment: null });
    expect(report.statusCode).toBe(201);
    expect(await detail(reporter)).toBe(true);
    expect(await inSearch(reporter)).toBe(true);
    expect((await api.save(reporter, id)).statusCode).toBeLessThan(300);
    const saved = (await api.wishlist(reporter)).json().results as { id: number; is_flagged: boolean }[];
    expect(saved.find((listing) => listing.id === id)?.is_flagged).toBe(true);

    // Nobody else's read says so: a visitor, another person, the owner.
    expect(await detail(null)).toBe(false);
    expect(await detail(other)).toBe(false);
    expect(await inSearch(other)).toBe(false);
    expect(await detail(seller)).toBe(false);

    // Flagging again: the server answers that it is already reported, and the read still says flagged.
    const again = await api.report(reporter, { listing_id: id, title: 'inappropriate', comment: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('You have already reported this listing.');
    expect(await detail(reporter)).toBe(true);

    // Once an admin has dealt with the report, the person may flag it again: no longer flagged.
    expect((await api.resolveReport(admin, report.json().id as number, 'dismiss')).statusCode).toBe(200);
    expect(await detail(reporter)).toBe(false);
    expect(await inSearch(reporter)).toBe(false);
  });

  it('is in the documented read shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const detail = JSON.stringify(res.json().paths['/api/v1/classifieds/{id}']?.get?.responses);
    expect(detail).toContain('is_flagged');
    expect(JSON.stringify(res.json().paths['/api/v1/classifieds/']?.get?.responses)).toContain('is_flagged');
  });
});
