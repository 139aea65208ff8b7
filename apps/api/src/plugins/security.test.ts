import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createUser, type TestUser } from '../../test/factories/users';

let ctx: TestContext;
let buyer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  buyer = await createUser(ctx, { userType: 'CUSTOMER' });
});
afterAll(() => ctx.close());

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
