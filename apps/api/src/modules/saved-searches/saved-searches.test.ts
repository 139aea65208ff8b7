import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_SEARCH_LIMIT, SAVED_SEARCH_MESSAGES } from '@dwa/shared/saved-searches';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { createListing } from '../../../test/factories/listings';
import { notificationsOf } from '../../../test/factories/moderation';

let ctx: TestContext;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;

type Who = TestUser | null;
const headers = (user: Who) => user?.auth ?? {};
const list = (user: Who) => ctx.app.inject({ method: 'GET', url: '/api/v1/saved-searches', headers: headers(user) });
const save = (user: Who, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/saved-searches', headers: headers(user), payload: payload as Record<string, unknown> });
const one = (user: Who, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/saved-searches/${id}`, headers: headers(user) });
const change = (user: Who, id: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/saved-searches/${id}`,
    headers: headers(user),
    payload: payload as Record<string, unknown>,
  });
const remove = (user: Who, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/saved-searches/${id}`, headers: headers(user) });
const messages = (res: { json: () => { detail?: unknown; errors?: { msg: string }[] } }) => JSON.stringify(res.json());

beforeAll(async () => {
  ctx = await createTestApp();
  [seller, buyer, stranger] = await Promise.all([
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'CUSTOMER' }),
    createUser(ctx, { userType: 'CUSTOMER' }),
  ]);
});
afterAll(() => ctx.close());

describe('/api/v1/saved-searches', () => {
  it('saves an Explore query, lists, renames, changes the frequency and deletes it', async () => {
    const created = await save(buyer, {
      query: {
        q: ' Samsung phone ',
        category: 'Electronics',
        sub_category: 'Phones',
        region: 'Greater Accra',
        min_price: '100',
        max_price: '2500.5',
        sort: 'price_asc',
        condition: '',
      },
    });
    expect(created.statusCode).toBe(201);
    const search = created.json();
    expect(search).toMatchObject({
      name: 'Samsung phone in Phones, Greater Accra',
      frequency: 'instant',
      query: {
        q: 'Samsung phone',
        category: 'Electronics',
        sub_category: 'Phones',
        region: 'Greater Accra',
        min_price: '100',
        max_price: '2500.5',
        sort: 'price_asc',
      },
    });
    expect(search.link).toBe(
      '/listings?q=Samsung+phone&category=Electronics&sub_category=Phones&region=Greater+Accra&min_price=100&max_price=2500.5&sort=price_asc',
    );

    const named = await save(buyer, { name: 'Anything cheap', query: { max_price: '50' }, frequency: 'daily' });
    expect(named.json()).toMatchObject({
      name: 'Anything cheap',
      frequency: 'daily',
      query: { max_price: '50' },
      link: '/listings?max_price=50',
    });

    expect((await list(buyer)).json()).toMatchObject({ limit: SAVED_SEARCH_LIMIT, results: [{ id: search.id }, { id: named.json().id }] });
    expect((await one(buyer, search.id)).json()).toMatchObject({ id: search.id, name: search.name });

    const renamed = await change(buyer, search.id, { name: 'My phone' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'My phone', frequency: 'instant' });
    expect((await change(buyer, search.id, { frequency: 'weekly' })).json()).toMatchObject({ name: 'My phone', frequency: 'weekly' });

    expect((await remove(buyer, search.id)).json()).toEqual({ deleted: true });
    expect((await one(buyer, search.id)).statusCode).toBe(404);
    expect((await list(buyer)).json().results.map((row: { id: number }) => row.id)).toEqual([named.json().id]);
    await remove(buyer, named.json().id);
  });

  it('answers 422 with the words of the search for a bad query, name or frequency', async () => {
    const badCategory = await save(buyer, { query: { category: 'Spaceships' } });
    expect(badCategory.statusCode).toBe(422);
    expect(messages(badCategory)).toContain('Choose a category from the list.');
    const badRange = await save(buyer, { query: { min_price: '500', max_price: '20' } });
    expect(badRange.statusCode).toBe(422);
    expect(messages(badRange)).toContain('max_price must be at least min_price.');
    expect((await save(buyer, { query: { min_price: '-3' } })).statusCode).toBe(422);
    expect((await save(buyer, { query: {}, frequency: 'hourly' })).statusCode).toBe(422);
    expect(messages(await save(buyer, { query: {}, name: '   ' }))).toContain(SAVED_SEARCH_MESSAGES.name);
    expect((await save(buyer, {})).statusCode).toBe(422);
    expect((await save(buyer, { query: { q: 'a\u0000b' } })).statusCode).toBe(422);

    const id = (await save(buyer, { query: { q: 'chair' } })).json().id as number;
    expect(messages(await change(buyer, id, {}))).toContain(SAVED_SEARCH_MESSAGES.nothingToChange);
    expect((await change(buyer, id, { frequency: 'sometimes' })).statusCode).toBe(422);
    expect((await one(buyer, 'abc')).statusCode).toBe(422);
    await remove(buyer, id);
  });

  it('keeps at most 20 per person, with a clear refusal', async () => {
    const person = await createUser(ctx, { userType: 'CUSTOMER' });
    for (let i = 0; i < SAVED_SEARCH_LIMIT; i += 1) expect((await save(person, { query: { q: `thing ${i}` } })).statusCode).toBe(201);
    const refused = await save(person, { query: { q: 'one more' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(SAVED_SEARCH_MESSAGES.limit);
    expect((await list(person)).json().results).toHaveLength(SAVED_SEARCH_LIMIT);
    // Another person is not counted against it.
    expect((await save(stranger, { query: { q: 'one more' } })).statusCode).toBe(201);
  });

  it('needs sign-in, and answers 404 to anyone but the owner', async () => {
    const id = (await save(buyer, { query: { q: 'bicycle' } })).json().id as number;
    expect((await list(null)).statusCode).toBe(401);
    expect((await save(null, { query: {} })).statusCode).toBe(401);
    expect((await one(null, id)).statusCode).toBe(401);
    expect((await change(null, id, { name: 'x' })).statusCode).toBe(401);
    expect((await remove(null, id)).statusCode).toBe(401);

    expect((await one(stranger, id)).statusCode).toBe(404);
    expect((await change(stranger, id, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await remove(stranger, id)).statusCode).toBe(404);
    expect((await list(stranger)).json().results.map((row: { id: number }) => row.id)).not.toContain(id);
    expect((await one(buyer, id)).json().name).toBe('bicycle');
    expect((await one(buyer, 99999999)).statusCode).toBe(404);
    await remove(buyer, id);
  });

  it('alerts an instant search when a matching listing is published', async () => {
    const watcher = await createUser(ctx, { userType: 'CUSTOMER' });
    const id = (await save(watcher, { query: { q: 'galaxy', category: 'Electronics' } })).json().id as number;
    const listingId = await createListing(ctx, seller, { title: 'Samsung Galaxy A54' });
    await ctx.app.services.jobs.drain();
    const alerts = (await notificationsOf(ctx, watcher.id)).filter((row) => row.kind === 'saved_search');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      link: `/listing/${listingId}`,
      body: 'Samsung Galaxy A54',
      data: { saved_search_id: id, listing_id: listingId },
    });
    expect(alerts[0]?.title).toBe('New listing for your saved search "galaxy in Electronics"');
  });
});
