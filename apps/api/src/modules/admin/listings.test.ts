import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing, postListing } from '../../../test/factories/listings';

// Moderation: with LISTING_MODERATION=manual new posts wait for an admin.

let ctx: TestContext;
let seller: TestUser;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ config: { listingModeration: 'manual' } });
  [seller, customer, admin] = await Promise.all([createUser(ctx, { userType: 'SELLER' }), createUser(ctx, { userType: 'CUSTOMER' }), createUser(ctx, { userType: 'ADMIN' })]);
});
afterAll(() => ctx.close());

const adminPatch = (id: number, user: TestUser | null, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/classifieds/${id}/status`, headers: user?.auth ?? {}, payload: { status } });
const ownerPatch = (id: number, status: string) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/classifieds/${id}/status`, headers: seller.auth, payload: { status } });
const get = (id: number, user?: TestUser) => ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${id}`, headers: user?.auth ?? {} });
const browseIds = async () => (await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?limit=100' })).json().results.map((l: { id: number }) => l.id);

describe('PATCH /api/v1/admin/classifieds/{id}/status', () => {
  it('keeps a new post pending and hidden until an admin approves it', async () => {
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
  });

  it('refuses everyone but admins', async () => {
    const id = await createPending();
    expect((await adminPatch(id, seller, 'active')).statusCode).toBe(403);
    expect((await adminPatch(id, customer, 'active')).statusCode).toBe(403);
    expect((await adminPatch(id, null, 'active')).statusCode).toBe(401);
    expect((await get(id, seller)).json().status).toBe('pending');
  });

  it('lets an admin take a listing down so its owner cannot switch it back on', async () => {
    const id = await createPending();
    await adminPatch(id, admin, 'active');
    expect((await adminPatch(id, admin, 'inactive')).json().status).toBe('inactive');

    const reactivate = await ownerPatch(id, 'active');
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().detail).toMatch(/moderator/);

    expect((await adminPatch(id, admin, 'active')).json().status).toBe('active');
    expect((await ownerPatch(id, 'inactive')).json().status).toBe('inactive');
    expect((await ownerPatch(id, 'active')).json().status).toBe('active');
  });

  it('answers 404 for an unknown listing and 422 for a bad status', async () => {
    expect((await adminPatch(999999, admin, 'active')).statusCode).toBe(404);
    expect((await adminPatch(1, admin, 'pending')).statusCode).toBe(422);
  });
});

async function createPending(): Promise<number> {
  return createListing(ctx, seller);
}
