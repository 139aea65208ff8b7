import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { apiRequests, type ApiRequests } from '../../../test/factories/requests';

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

const ids = (res: { json: () => { results: { id: number }[] } }) => res.json().results.map((listing) => listing.id);

describe('/api/v1/wishlist', () => {
  it('saves, lists newest saved first, and removes, idempotently', async () => {
    const first = await createListing(ctx, seller, { title: 'Saved first' });
    const second = await createListing(ctx, seller, { title: 'Saved second' });
    expect((await api.wishlist(buyer)).json()).toEqual({ results: [], total: 0, next_cursor: null });

    expect((await api.save(buyer, first)).json()).toEqual({ listing_id: first, in_wishlist: true });
    expect((await api.save(buyer, String(second))).json()).toEqual({ listing_id: second, in_wishlist: true });
    expect((await api.save(buyer, first)).statusCode).toBe(200);

    const list = await api.wishlist(buyer);
    expect(ids(list)).toEqual([second, first]);
    expect(list.json()).toMatchObject({
      total: 2,
      results: [{ title: 'Saved second', user: { user_id: seller.id } }, { title: 'Saved first' }],
    });
    expect((await api.detail(buyer, first)).json().in_wishlist).toBe(true);
    expect((await api.detail(seller, first)).json().in_wishlist).toBe(false);

    expect((await api.unsave(buyer, first)).json()).toEqual({ listing_id: first, in_wishlist: false });
    expect((await api.unsave(buyer, first)).json()).toEqual({ listing_id: first, in_wishlist: false });
    expect(ids(await api.wishlist(buyer))).toEqual([second]);
    expect((await api.detail(buyer, first)).json().in_wishlist).toBe(false);
  });

  it('is per person and needs sign-in and a visible listing', async () => {
    const id = await createListing(ctx, seller);
    const someone = await createUser(ctx, { userType: 'CUSTOMER' });
    await api.save(someone, id);
    expect(ids(await api.wishlist(buyer))).not.toContain(id);
    expect((await api.wishlist(null)).statusCode).toBe(401);
    expect((await api.save(null, id)).statusCode).toBe(401);
    expect((await api.unsave(null, id)).statusCode).toBe(401);
    expect((await api.save(buyer, 99999999)).statusCode).toBe(404);
    expect((await api.save(buyer, undefined)).statusCode).toBe(422);

    await api.setStatus(seller, id, 'inactive');
    expect((await api.save(buyer, id)).statusCode).toBe(404);
    expect(ids(await api.wishlist(someone))).toEqual([]);
    await api.setStatus(seller, id, 'active');
    expect(ids(await api.wishlist(someone))).toEqual([id]);
  });
});
