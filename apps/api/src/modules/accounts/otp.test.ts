import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '@dwa/db/schema';
import { DEFAULT_AUTH_LIMITS } from '../../config';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { createUser, latestMailedCode } from '../../../test/factories/users';

let ctx: TestContext;
const clock = testClock();

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    config: { authLimits: { ...DEFAULT_AUTH_LIMITS, otpSendPerAccount: { limit: 3, windowMs: 3600_000 } } },
  });
});
afterAll(() => ctx.close());

const send = (userId: number) => ctx.app.inject({ method: 'POST', url: `/api/v1/otp/send?user_id=${userId}` });
const verify = (userId: unknown, code: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/otp/verify', payload: { user_id: userId, code } });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/v1/otp/send', () => {
  it('mails a 6-digit code, stored only as a hash', async () => {
    const user = await createUser(ctx, { verified: false });
    expect((await send(user.id)).statusCode).toBe(200);
    const code = await latestMailedCode(ctx, user.email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await ctx.deps.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.purpose).toBe('verify');
  });

  it('answers 404 for an unknown user, 422 without user_id, 400 when already verified', async () => {
    expect((await send(999_999)).statusCode).toBe(404);
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/v1/otp/send' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0]).toMatchObject({ loc: ['query', 'user_id'], msg: 'User ID is required' });
    const verified = await createUser(ctx);
    const res = await send(verified.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/already verified/);
  });

  it('limits resends per account with 429 and Retry-After', async () => {
    const user = await createUser(ctx, { verified: false });
    for (let i = 0; i < 3; i += 1) expect((await send(user.id)).statusCode).toBe(200);
    const res = await send(user.id);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/Too many codes requested/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toBe('Account not verified. Enter the one-time code (OTP) we sent to your email.');
    clock.advance(61 * 60_000);
    expect((await send(user.id)).statusCode).toBe(200);
  });
});

describe('POST /api/v1/otp/verify', () => {
  it('verifies the account with the right code, once', async () => {
    const user = await createUser(ctx, { verified: false });
    await send(user.id);
    const code = await latestMailedCode(ctx, user.email);
    const res = await verify(user.id, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true, message: 'Your email is verified.' });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth });
    expect(me.json().is_verified).toBe(true);
  });

  it('accepts the user id as a string (as a form would send it)', async () => {
    const user = await createUser(ctx, { verified: false });
    await send(user.id);
    const res = await verify(String(user.id), await latestMailedCode(ctx, user.email));
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong code with 400 and lets the right one through afterwards', async () => {
    const user = await createUser(ctx, { verified: false });
    await send(user.id);
    const code = await latestMailedCode(ctx, user.email);
    const res = await verify(user.id, wrong(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'Invalid code. Please try again.' });
    expect((await verify(user.id, code)).statusCode).toBe(200);
  });

  it('only the newest code works', async () => {
    const user = await createUser(ctx, { verified: false });
    await send(user.id);
    const first = await latestMailedCode(ctx, user.email);
    await send(user.id);
    const second = await latestMailedCode(ctx, user.email);
    if (first !== second) expect((await verify(user.id, first)).statusCode).toBe(400);
    expect((await verify(user.id, second)).statusCode).toBe(200);
  });

  it('rejects an expired code (10 minutes)', async () => {
    const user = await createUser(ctx, { verified: false });
    await send(user.id);
    const code = await latestMailedCode(ctx, user.email);
    clock.advance(10 * 60_000 + 1000);
    const res = await verify(user.id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'This code has expired. Request a new code.' });
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const user = await createUser(ctx, { verified: false });
    await send(user.id);
    const code = await latestMailedCode(ctx, user.email);
    for (let i = 0; i < 4; i += 1) expect((await verify(user.id, wrong(code))).json().detail).toBe('Invalid code. Please try again.');
    expect((await verify(user.id, wrong(code))).json().detail).toBe('Too many wrong attempts. Request a new code.');
    const res = await verify(user.id, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Too many wrong attempts. Request a new code.');
    await send(user.id);
    expect((await verify(user.id, await latestMailedCode(ctx, user.email))).statusCode).toBe(200);
  });

  it('counts parallel guesses against the same limit', async () => {
    const user = await createUser(ctx, { verified: false });
    await send(user.id);
    const code = await latestMailedCode(ctx, user.email);
    await Promise.all(Array.from({ length: 8 }, () => verify(user.id, wrong(code))));
    const [row] = await ctx.deps.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(row!.attempts).toBe(5);
    expect((await verify(user.id, code)).statusCode).toBe(400);
  });

  it("validates the code's shape in the spec's words", async () => {
    const user = await createUser(ctx, { verified: false });
    for (const code of ['12345', '12a456', '', undefined]) {
      const res = await verify(user.id, code);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'code'], msg: 'Please enter the 6-digit code.' })]);
    }
  });

  it('answers 400 when no code was ever sent', async () => {
    const user = await createUser(ctx, { verified: false });
    expect((await verify(user.id, '123456')).json()).toMatchObject({ detail: 'Invalid code. Please try again.' });
  });
});
