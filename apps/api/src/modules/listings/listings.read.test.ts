import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';

let ctx: TestContext;
let clock = new Date('2026-03-02T09:00:00Z');
let seller: TestUser;
let customer: TestUser;
let admin: TestUser;

const tick = (minutes: number) => {
  clock = new Date(clock.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  [seller, customer, admin] = await Promise.all([
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'CUSTOMER' }),
    createUser(ctx, { userType: 'ADMIN' }),
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, user?: TestUser | null, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {}, remoteAddress: ip });

const setStatus = (id: number, user: TestUser, status: 'active' | 'inactive') =>
  ctx.app.inject({ method: 'PATCH', url: `/api/v1/classifieds/${id}/status`, headers: user.auth, payload: { status } });

describe('GET /api/v1/classifieds/{id}', () => {
  it('shows a listing to anyone, with the seller contact fields', async () => {
    const id = await createListing(ctx, seller);
    const res = await get(`/api/v1/classifieds/${id}`, null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id, title: 'Samsung Galaxy S21', status: 'active', is_owner: false, views: 1 });
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'business_address',
        'business_description',
        'business_email',
        'business_name',
        'business_phone',
        'business_website',
        'email',
        'id',
        'id_verified',
        'is_verified',
        'name',
        'phone',
        'phone_verified',
        'profile_picture',
        'rating',
        'user_id',
        'username',
      ].sort(),
    );
    expect(body.user.rating).toBeNull(); // no reviews yet (ADR 067)
    expect(JSON.stringify(body)).not.toMatch(/password|token_version|extra/);
  });

  it('counts a view once per viewer per hour, and never the owner', async () => {
    const id = await createListing(ctx, seller);
    const views = async (user: TestUser | null, ip?: string) => (await get(`/api/v1/classifieds/${id}`, user, ip)).json().views as number;

    expect(await views(null, '10.1.1.1')).toBe(1);
    expect(await views(null, '10.1.1.1')).toBe(1);
    expect(await views(null, '10.1.1.2')).toBe(2);
    expect(await views(customer)).toBe(3);
    expect(await views(customer)).toBe(3);
    expect(await views(seller)).toBe(3);
    tick(59);
    expect(await views(customer)).toBe(3);
    tick(2);
    expect(await views(customer)).toBe(4);
    expect(await views(null, '10.1.1.1')).toBe(5);
    expect(await views(seller)).toBe(5);
  });

  it('hides an inactive listing from everyone but its owner and admins', async () => {
    const id = await createListing(ctx, seller);
    expect((await setStatus(id, seller, 'inactive')).statusCode).toBe(200);
    for (const viewer of [null, customer]) {
      const res = await get(`/api/v1/classifieds/${id}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Listing not found' });
      expect((await get(`/api/v1/classifieds/${id}/images`, viewer)).statusCode).toBe(404);
      expect((await get(`/api/v1/classifieds/${id}/counts`, viewer)).statusCode).toBe(404);
    }
    const own = await get(`/api/v1/classifieds/${id}`, seller);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ status: 'inactive', is_owner: true, views: 0 });
    expect((await get(`/api/v1/classifieds/${id}`, admin)).json()).toMatchObject({ status: 'inactive', is_owner: false, views: 0 });
  });

  it('answers 404 for an unknown id and 422 for a non-numeric one', async () => {
    expect((await get('/api/v1/classifieds/999999')).statusCode).toBe(404);
    const bad = await get('/api/v1/classifieds/abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['path', 'id']);
    expect((await get('/api/v1/classifieds/0')).statusCode).toBe(422);
  });

  it('ignores a broken token on public reads', async () => {
    const id = await createListing(ctx, seller);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${id}`, headers: { authorization: 'Bearer broken' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/v1/classifieds/{id}/images and /counts', () => {
  it('answers the photo URLs and variants', async () => {
    const id = await createListing(ctx, seller);
    const res = await get(`/api/v1/classifieds/${id}/images`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/^\/static\/listings\/.+-640\.webp$/);
    expect(body.image_variants[0]).toEqual(
      expect.objectContaining({ thumb: expect.stringMatching(/-320\.webp$/), medium: body.images[0] }),
    );
  });

  it('answers the like and comment counts', async () => {
    const id = await createListing(ctx, seller);
    const res = await get(`/api/v1/classifieds/${id}/counts`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ likes: 0, comments: 0 });
    expect((await get('/api/v1/classifieds/999999/counts')).statusCode).toBe(404);
  });
});

describe('GET /api/v1/classifieds/my-listings', () => {
  it("answers the caller's listings in every status, newest first", async () => {
    const own = await createUser(ctx, { userType: 'SELLER' });
    const first = await createListing(ctx, own, { title: 'First ad' });
    tick(1);
    const second = await createListing(ctx, own, { title: 'Second ad' });
    await setStatus(first, own, 'inactive');
    await createListing(ctx, seller, { title: 'Someone else' });

    const res = await get('/api/v1/classifieds/my-listings', own);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.results.map((listing: { id: number; status: string }) => [listing.id, listing.status])).toEqual([
      [second, 'active'],
      [first, 'inactive'],
    ]);
    expect(body.results[0].is_owner).toBe(true);
  });

  it('answers an empty list for a seller with no listings, and 401 without a token', async () => {
    const fresh = await createUser(ctx, { userType: 'SELLER' });
    expect((await get('/api/v1/classifieds/my-listings', fresh)).json()).toEqual({ results: [], total: 0, free_renewals: 3 });
    expect((await get('/api/v1/classifieds/my-listings')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/classifieds/', () => {
  it('answers active listings only, newest first, with a limit', async () => {
    tick(5);
    const older = await createListing(ctx, seller, { title: 'Older browse ad' });
    tick(1);
    const hidden = await createListing(ctx, seller, { title: 'Hidden browse ad' });
    await setStatus(hidden, seller, 'inactive');
    tick(1);
    const newest = await createListing(ctx, seller, { title: 'Newest browse ad' });

    const res = await get('/api/v1/classifieds/?limit=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((listing: { id: number }) => listing.id)).toEqual([newest, older]);
    expect(body.next_cursor).toEqual(expect.any(String)); // more pages: listings.search.test.ts
    expect(body.total).toBeGreaterThan(2);

    const all = (await get('/api/v1/classifieds/?limit=100')).json();
    expect(all.results.every((listing: { status: string }) => listing.status === 'active')).toBe(true);
    expect(all.results.some((listing: { id: number }) => listing.id === hidden)).toBe(false);
    expect(all.total).toBe(all.results.length);
    expect((await get('/api/v1/classifieds')).statusCode).toBe(200);
  });

  it('rejects a bad limit with 422', async () => {
    expect((await get('/api/v1/classifieds/?limit=101')).statusCode).toBe(422);
    expect((await get('/api/v1/classifieds/?limit=abc')).statusCode).toBe(422);
    expect((await get('/api/v1/classifieds/?limit=0')).statusCode).toBe(422);
  });
});
