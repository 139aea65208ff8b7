import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS } from '../../config';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { createUser, latestMailedCode } from '../../../test/factories/users';

let ctx: TestContext;
const clock = testClock();

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    config: { authLimits: { ...DEFAULT_AUTH_LIMITS, resetPerAccount: { limit: 3, windowMs: 3600_000 } } },
  });
});
afterAll(() => ctx.close());

const post = (path: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/password/${path}`, payload });
const requestCode = (email: string) => post('request-reset-code', { email });
const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function resetToken(email: string): Promise<{ handle: string; token: string }> {
  const handle = (await requestCode(email)).json().user_id as string;
  const res = await post('verify-reset-code', { user_id: handle, code: await latestMailedCode(ctx, email) });
  expect(res.statusCode).toBe(200);
  return { handle, token: res.json().reset_token as string };
}

describe('password reset', () => {
  it('goes through code, token and new password; older tokens stop working', async () => {
    const user = await createUser(ctx);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth });
    expect(before.statusCode).toBe(200);

    const requested = await requestCode(user.email.toUpperCase());
    expect(requested.statusCode).toBe(200);
    expect(requested.json().message).toBe('If an account exists for this email, we sent a 6-digit code to it.');
    const handle = requested.json().user_id as string;
    expect(handle).not.toBe(String(user.id));
    expect(Buffer.from(handle, 'base64url').toString('latin1')).not.toContain(user.email);

    const verified = await post('verify-reset-code', { user_id: handle, code: await latestMailedCode(ctx, user.email) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ expires_in: 900 });
    const token = verified.json().reset_token as string;

    const reset = await post('reset-password', { user_id: handle, token, new_password: 'brand-new1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/password has been changed/);

    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth });
    expect(after.statusCode).toBe(401);
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'brand-new1' },
    });
    expect(newPassword.statusCode).toBe(200);

    const reuse = await post('reset-password', { user_id: handle, token, new_password: 'another-one' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().detail).toMatch(/invalid, expired or already used/);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const user = await createUser(ctx);
    const known = await requestCode(user.email);
    const unknown = await requestCode('ghost@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    expect(unknown.json().message).toBe(known.json().message);
    expect(typeof unknown.json().user_id).toBe('string');
    expect(Math.abs(unknown.json().user_id.length - known.json().user_id.length)).toBeLessThan(16);
    await ctx.app.services.jobs.drain();
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=ghost@example.com' });
    expect(outbox.json()).toEqual([]);
    const verify = await post('verify-reset-code', { user_id: unknown.json().user_id, code: '123456' });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ detail: 'Invalid code. Please try again.' });
  });

  it('rejects a wrong code, a forged handle, and an expired code', async () => {
    const user = await createUser(ctx);
    const handle = (await requestCode(user.email)).json().user_id as string;
    const code = await latestMailedCode(ctx, user.email);
    expect((await post('verify-reset-code', { user_id: handle, code: wrong(code) })).json()).toMatchObject({
      detail: 'Invalid code. Please try again.',
    });
    expect((await post('verify-reset-code', { user_id: String(user.id), code })).json()).toMatchObject({
      detail: 'Invalid code. Please try again.',
    });
    clock.advance(11 * 60_000);
    expect((await post('verify-reset-code', { user_id: handle, code })).json()).toMatchObject({
      detail: 'This code has expired. Request a new code.',
    });
  });

  it('rejects a reset token after 15 minutes', async () => {
    const user = await createUser(ctx);
    const { handle, token } = await resetToken(user.email);
    clock.advance(15 * 60_000 + 1000);
    const res = await post('reset-password', { user_id: handle, token, new_password: 'brand-new1' });
    expect(res.statusCode).toBe(400);
  });

  it("rejects another account's token", async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const aliceReset = await resetToken(alice.email);
    const bobHandle = (await requestCode(bob.email)).json().user_id as string;
    const res = await post('reset-password', { user_id: bobHandle, token: aliceReset.token, new_password: 'brand-new1' });
    expect(res.statusCode).toBe(400);
  });

  it("validates the reset call in the spec's words", async () => {
    const empty = await post('reset-password', { user_id: '', token: '', new_password: '' });
    expect(empty.statusCode).toBe(422);
    expect((empty.json().detail as { loc: string[]; msg: string }[]).map((issue) => [issue.loc[1], issue.msg])).toEqual([
      ['user_id', 'User ID is required'],
      ['token', 'Reset token is required'],
      ['new_password', 'New password is required'],
    ]);
    const missing = await post('reset-password', {});
    expect((missing.json().detail as { msg: string }[]).map((issue) => issue.msg)).toEqual([
      'User ID is required',
      'Reset token is required',
      'New password is required',
    ]);
    const short = await post('reset-password', { user_id: 'x', token: 'y', new_password: '12345' });
    expect(short.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'new_password'], msg: 'Password must be at least 6 characters.' }),
    ]);
    const code = await post('verify-reset-code', { user_id: 'x', code: '12' });
    expect(code.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'code'], msg: 'Please enter 6-digit code.' })]);
    const email = await post('request-reset-code', { email: '' });
    expect(email.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'email'], msg: 'Enter your email.' })]);
  });

  it('limits each reset step per account with 429', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 3; i += 1) expect((await requestCode(user.email)).statusCode).toBe(200);
    const res = await requestCode(user.email);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/Too many password reset attempts/);
    expect(res.headers['retry-after']).toBeDefined();
    // Unknown emails are limited the same way, so the limit reveals nothing either.
    for (let i = 0; i < 3; i += 1) await requestCode('nobody-here@example.com');
    expect((await requestCode('nobody-here@example.com')).statusCode).toBe(429);
  });
});
