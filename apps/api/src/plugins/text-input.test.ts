import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@dwa/db/schema';
import { TEXT_CHARACTERS_MESSAGE } from '@dwa/shared/input-text';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createUser, type TestUser } from '../../test/factories/users';
import { multipart } from '../../test/multipart';

// The one text check (issue 30): a NUL, a control character or a lone surrogate anywhere a string
// arrives answers 422 naming the field, and nothing is written.

let ctx: TestContext;
let user: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await createUser(ctx, { name: 'Ama Owusu' });
});
afterAll(() => ctx.close());

const refused = (loc: (string | number)[]) => ({
  code: 'validation_failed',
  params: {},
  detail: [{ loc, msg: TEXT_CHARACTERS_MESSAGE, type: 'string_characters', code: 'input-text.text_characters', params: {} }],
});
const storedName = async () => (await ctx.deps.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)))[0]!.name;

describe('the text-input plugin', () => {
  it('refuses a NUL, a control character or a lone surrogate in a JSON field, and writes nothing', async () => {
    for (const name of ['Ama\u0000', 'Ama\u001b[2J', 'Ama \uD800']) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/users/me',
        headers: user.auth,
        payload: { name, email: user.email },
      });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json()).toEqual(refused(['body', 'name']));
    }
    expect(await storedName()).toBe('Ama Owusu');
  });

  it('names the nested field, and refuses a bad key', async () => {
    const nested = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password, extra: [{ note: 'x\u0007' }] },
    });
    expect(nested.json()).toEqual(refused(['body', 'extra', 0, 'note']));
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password, ['k\u0000']: 1 },
    });
    expect(key.statusCode).toBe(422);
  });

  it('refuses them in the query and the path before the route runs', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/?q=phone%00' })).json()).toEqual(refused(['query', 'q']));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/%07' })).statusCode).toBe(422);
  });

  it('refuses them in a multipart form field read by the handler, and writes nothing', async () => {
    const form = await multipart({ name: 'Ama\u0000Owusu', email: user.email });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refused(['body', 'name']));
    expect(await storedName()).toBe('Ama Owusu');
  });

  it('takes every language and emoji', async () => {
    const name = 'Ámà Owusu 😀 مرحبا';
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: user.auth, payload: { name, email: user.email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedName()).toBe(name);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: user.auth, payload: { name: 'Ama Owusu', email: user.email } });
  });
});
