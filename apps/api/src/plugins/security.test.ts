import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createUser, type TestUser } from '../../test/factories/users';
import { createRateLimiter } from '../lib/rate-limit';
import { perIpKey, sharedStore } from './security';

let ctx: TestContext;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createUser(ctx, { userType: 'CUSTOMER' });
});
afterAll(() => ctx.close());

describe('the per-IP key', () => {
  it('is the address, and a client that hung up before its request was handled still has one', () => {
    expect(perIpKey({ ip: '203.0.113.9' })).toBe('203.0.113.9');
    expect(perIpKey({ ip: undefined })).toBe('unknown');
    expect(perIpKey({})).toBe('unknown');
  });
});

describe('caching of answers', () => {
  it("a signed-in person's answers may be kept by no browser or proxy", async () => {
    for (const url of ['/api/v1/users/me', '/api/v1/notifications', '/api/v1/delivery/requests', '/api/v1/cart']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: buyer.auth });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('so may no answer to a request carrying a token, an error included', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: 'Bearer not-a-token' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("a route's own policy stands, and public answers are left as they were", async () => {
    const chat = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/conversations', headers: buyer.auth });
    expect(chat.headers['cache-control']).toBe('no-store');
    const search = await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/' });
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).toBeUndefined();
  });
});

describe('the shared per-IP store over the database limiter (several workers on PostgreSQL)', () => {
  it('counts through the rate_limits table and answers the time left in the window', async () => {
    const Store = sharedStore(createRateLimiter(ctx.deps.db, ctx.deps.now));
    const store = new Store();
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr(
          '10.2.2.2',
          (error, counted) => (error || !counted ? reject(error ?? new Error('no count')) : resolve(counted)),
          60_000,
          5,
        ),
      );
    expect((await incr()).current).toBe(1);
    const second = await incr();
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(55_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    expect(store.child()).toBe(store);
  });
});
