import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing, postListing } from '../../../test/factories/listings';
import {
  auditRowsFor,
  listingRowOf,
  moderationRequests,
  notificationsOf,
  type ModerationRequests,
} from '../../../test/factories/moderation';

// Moderation: with LISTING_MODERATION=manual new posts wait for an admin, in a queue oldest first.
// Refusing or taking down needs a reason the seller is told; every decision is audited once.

let ctx: TestContext;
let mod: ModerationRequests;
let seller: TestUser;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ config: { listingModeration: 'manual' } });
  mod = moderationRequests(ctx);
  [seller, customer, admin] = await Promise.all([
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'CUSTOMER' }),
    createUser(ctx, { userType: 'ADMIN' }),
  ]);
});
afterAll(() => ctx.close());

const adminPatch = (id: number, user: TestUser | null, status: string, reason?: string) =>
  mod.decide(user, id, reason === undefined ? { status } : { status, reason });
const ownerPatch = (id: number, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/classifieds/${id}/status`, headers: seller.auth, payload: { status } });
const get = (id: number, user?: TestUser) => ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${id}`, headers: user?.auth ?? {} });
const browseIds = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?limit=100' })).json().results.map((l: { id: number }) => l.id);

describe('GET /api/v1/admin/classifieds?status=pending', () => {
  it('answers the pending listings oldest first, with the owner and why they wait, in pages', async () => {
    const ids = [await createListing(ctx, seller, { title: 'Queue first' }), await createListing(ctx, seller, { title: 'Queue second' })];
    const all = (await mod.queue(admin, '?status=pending&limit=100')).json();
    const mine = all.results.filter((item: { listing: { id: number } }) => ids.includes(item.listing.id));
    expect(mine.map((item: { listing: { id: number } }) => item.listing.id)).toEqual(ids);
    expect(mine[0]).toMatchObject({
      listing: { id: ids[0], title: 'Queue first', status: 'pending', is_owner: false },
      owner: { id: seller.id, name: seller.name, email: seller.email },
      review_reason: 'new',
      matched_rule: null,
      submitted_at: expect.any(String),
    });
    expect(mine[0].listing).not.toHaveProperty('moderation_reason');
    const submitted = all.results.map((item: { submitted_at: string }) => item.submitted_at);
    expect([...submitted].sort()).toEqual(submitted);

    const first = (await mod.queue(admin, '?limit=1')).json();
    expect(first.results).toHaveLength(1);
    expect(first.results[0].listing.id).toBe(all.results[0].listing.id);
    const second = (await mod.queue(admin, `?limit=1&cursor=${first.next_cursor}`)).json();
    expect(second.results[0].listing.id).toBe(all.results[1].listing.id);
  });

  it('validates the query', async () => {
    expect((await mod.queue(admin, '?status=active')).statusCode).toBe(422);
    expect((await mod.queue(admin, '?limit=0')).statusCode).toBe(422);
    expect((await mod.queue(admin, '?cursor=nonsense')).statusCode).toBe(422);
  });

  it('refuses everyone but admins', async () => {
    expect((await mod.queue(seller)).statusCode).toBe(403);
    expect((await mod.queue(customer)).statusCode).toBe(403);
    expect((await mod.queue(null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/admin/classifieds/{id}/status', () => {
  it('keeps a new post pending and hidden until an admin approves it, audited once, and tells the seller', async () => {
    const res = await postListing(ctx, seller);
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
    const id = res.json().id as number;

    expect((await get(id)).statusCode).toBe(404);
    expect((await get(id, seller)).json().status).toBe('pending');
    expect(await browseIds()).not.toContain(id);

    const selfApprove = await ownerPatch(id, 'active');
    expect(selfApprove.statusCode).toBe(409);
    expect(selfApprove.json().detail).toMatch(/waiting for review/);

    const approved = await adminPatch(id, admin, 'active');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'active' });
    expect((await get(id)).statusCode).toBe(200);
    expect(await browseIds()).toContain(id);
    const audit = await auditRowsFor(ctx, 'listing', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      action: 'listing.approved',
      before: { status: 'pending' },
      after: { status: 'active' },
    });
    expect((await notificationsOf(ctx, seller.id)).some((n) => n.kind === 'approved' && n.data.listing_id === id)).toBe(true);
    const queued = (await mod.queue(admin, '?limit=100')).json().results.map((item: { listing: { id: number } }) => item.listing.id);
    expect(queued).not.toContain(id);
  });

  it('refuses a pending post only with a reason, which its owner reads on the listing, My listings and a notification', async () => {
    const id = await createListing(ctx, seller, { title: 'Refused phone' });
    for (const reason of [undefined, '', '  ', 'no']) {
      const res = await adminPatch(id, admin, 'inactive', reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Give the seller a reason.');
    }
    expect((await listingRowOf(ctx, id))?.status).toBe('pending');
    expect(await auditRowsFor(ctx, 'listing', id)).toHaveLength(0);
    expect((await adminPatch(id, admin, 'inactive', 'x'.repeat(501))).statusCode).toBe(422);

    const reason = 'The photos are of a different phone.';
    const refused = await adminPatch(id, admin, 'inactive', reason);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().status).toBe('inactive');
    expect((await get(id, seller)).json()).toMatchObject({ status: 'inactive', moderation_reason: reason });
    const mine = (await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/my-listings', headers: seller.auth })).json();
    expect(mine.results.find((l: { id: number }) => l.id === id)).toMatchObject({ moderation_reason: reason });
    expect((await get(id, admin)).json()).not.toHaveProperty('moderation_reason');
    const notice = (await notificationsOf(ctx, seller.id)).find((n) => n.data.listing_id === id && n.kind === 'deactivated');
    expect(notice).toMatchObject({ title: 'Your listing "Refused phone" was not approved', body: `Reason: ${reason}` });
    const audit = await auditRowsFor(ctx, 'listing', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'listing.rejected', reason, after: { status: 'inactive' } });
  });

  it('refuses everyone but admins, and changes nothing', async () => {
    const id = await createListing(ctx, seller);
    expect((await adminPatch(id, seller, 'active')).statusCode).toBe(403);
    expect((await adminPatch(id, customer, 'inactive', 'Not allowed here')).statusCode).toBe(403);
    expect((await adminPatch(id, null, 'active')).statusCode).toBe(401);
    expect((await get(id, seller)).json().status).toBe('pending');
    expect(await auditRowsFor(ctx, 'listing', id)).toHaveLength(0);
  });

  it('lets an admin take a listing down with a reason so its owner cannot switch it back on, then reinstate it', async () => {
    const id = await createListing(ctx, seller);
    await adminPatch(id, admin, 'active');
    expect((await adminPatch(id, admin, 'inactive')).statusCode).toBe(400);
    expect((await adminPatch(id, admin, 'inactive', 'Counterfeit goods')).json().status).toBe('inactive');
    expect((await get(id, seller)).json().moderation_reason).toBe('Counterfeit goods');
    const notice = (await notificationsOf(ctx, seller.id)).find((n) => n.data.listing_id === id && n.kind === 'deactivated');
    expect(notice?.body).toContain('Counterfeit goods');

    const reactivate = await ownerPatch(id, 'active');
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().detail).toMatch(/moderator/);

    expect((await adminPatch(id, admin, 'active')).json().status).toBe('active');
    expect((await get(id, seller)).json().moderation_reason).toBeNull();
    expect((await ownerPatch(id, 'inactive')).json().status).toBe('inactive');
    expect((await ownerPatch(id, 'active')).json().status).toBe('active');
    const actions = (await auditRowsFor(ctx, 'listing', id)).map((row) => row.action);
    expect(actions).toEqual(['listing.approved', 'listing.taken_down', 'listing.reinstated']);
  });

  it('answers 404 for an unknown listing and 422 for a bad status', async () => {
    expect((await adminPatch(999999, admin, 'active')).statusCode).toBe(404);
    expect((await adminPatch(1, admin, 'pending')).statusCode).toBe(422);
  });
});
