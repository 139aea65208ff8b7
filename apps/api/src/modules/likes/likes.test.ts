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

describe('POST and DELETE /api/v1/classifieds/like', () => {
  it('counts a like once however often it is sent, and unlikes idempotently', async () => {
    const id = await createListing(ctx, seller);
    expect((await api.like(buyer, id)).json()).toEqual({ listing_id: id, likes: 1, has_liked: true });
    expect((await api.like(buyer, id)).json()).toEqual({ listing_id: id, likes: 1, has_liked: true });
    expect((await api.detail(buyer, id)).json()).toMatchObject({ likes: 1, has_liked: true });
    expect((await api.detail(null, id)).json()).toMatchObject({ likes: 1, has_liked: false });

    expect((await api.unlike(buyer, id)).json()).toEqual({ listing_id: id, likes: 0, has_liked: false });
    expect((await api.unlike(buyer, id)).json()).toEqual({ listing_id: id, likes: 0, has_liked: false });
    expect((await api.detail(buyer, id)).json()).toMatchObject({ likes: 0, has_liked: false });
  });

  it('counts 20 concurrent likes from 20 people exactly, and 20 concurrent unlikes back to 0', async () => {
    const id = await createListing(ctx, seller);
    const people = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx, { userType: 'CUSTOMER' })));
    const liked = await Promise.all(people.map((person) => api.like(person, id)));
    expect(liked.map((res) => res.statusCode)).toEqual(people.map(() => 200));
    expect(Math.max(...liked.map((res) => res.json().likes as number))).toBe(20);
    expect((await api.detail(null, id)).json().likes).toBe(20);

    await Promise.all([...people, ...people.slice(0, 5)].map((person) => api.like(person, id)));
    expect((await api.detail(null, id)).json().likes).toBe(20);

    await Promise.all(people.map((person) => api.unlike(person, id)));
    expect((await api.detail(null, id)).json().likes).toBe(0);
  });

  it('requires sign-in and a listing the caller can see', async () => {
    const id = await createListing(ctx, seller);
    expect((await api.like(null, id)).statusCode).toBe(401);
    expect((await api.unlike(null, id)).statusCode).toBe(401);
    expect((await api.like(buyer, 99999999)).statusCode).toBe(404);
    const missing = await api.like(buyer, undefined);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['body', 'listing_id'], msg: 'Listing ID is missing.' });

    await api.setStatus(seller, id, 'inactive');
    expect((await api.like(buyer, id)).statusCode).toBe(404);
    expect((await api.like(seller, id)).json()).toMatchObject({ likes: 1 });
  });
});

describe('GET /api/v1/classifieds/liked', () => {
  it("answers the caller's liked listings in the read shape, most recently liked first, paged", async () => {
    const fan = await createUser(ctx, { userType: 'CUSTOMER' });
    expect((await api.liked(fan)).json()).toEqual({ results: [], total: 0, next_cursor: null });
    const ids = [];
    for (const title of ['First liked', 'Second liked', 'Third liked']) {
      const id = await createListing(ctx, seller, { title });
      await api.like(fan, id);
      ids.push(id);
    }
    const first = (await api.liked(fan, '?limit=2')).json();
    expect(first.results.map((listing: { id: number }) => listing.id)).toEqual([ids[2], ids[1]]);
    expect(first.results[0]).toMatchObject({ title: 'Third liked', likes: 1, user: { user_id: seller.id } });
    expect(first.total).toBe(3);
    const second = (await api.liked(fan, `?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.results.map((listing: { id: number }) => listing.id)).toEqual([ids[0]]);
    expect(second.next_cursor).toBeNull();

    await api.setStatus(seller, ids[0]!, 'inactive');
    expect((await api.liked(fan)).json().total).toBe(2);
    expect((await api.liked(null)).statusCode).toBe(401);
    expect((await api.liked(fan, '?cursor=nonsense')).statusCode).toBe(422);
  });
});
