import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@dwa/db/schema';
import { DEFAULT_AUTH_LIMITS } from '../../config';
import { verifyToken } from '../../lib/tokens';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { createUser, latestMailedCode, LEGACY_SCRYPT_SECRET123 } from '../../../test/factories/users';

let ctx: TestContext;
const clock = testClock();
let ipCounter = 0;
const nextIp = () => `10.2.0.${++ipCounter}`;

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    config: {
      authLimits: {
        ...DEFAULT_AUTH_LIMITS,
        loginFailuresPerAccount: { limit: 3, windowMs: 15 * 60_000 },
        loginPerIp: { limit: 4, windowMs: 15 * 60_000 },
      },
    },
  });
});
afterAll(() => ctx.close());

function login(payload: Record<string, unknown>, remoteAddress = nextIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress });
}

describe('POST /api/v1/auth/login', () => {
  it('answers a 7-day bearer token that opens /users/me', async () => {
    const user = await createUser(ctx, { userType: 'SELLER' });
    const res = await login({ email: `  ${user.email.toUpperCase()} `, password: user.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 7 * 24 * 3600, user_id: user.id, user_type: 'SELLER' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await verifyToken(body.access_token, ctx.deps.config.jwtSecret, 'access'))?.sub).toBe(user.id);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const user = await createUser(ctx);
    const wrongPassword = await login({ email: user.email, password: 'not-it' });
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ detail: 'Incorrect email or password.' });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('accepts a form-urlencoded body with username (OAuth2 clients)', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.email, password: user.password }).toString(),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_id).toBe(user.id);
  });

  it("asks for both fields in the spec's words", async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect((res.json().detail as { msg: string }[]).map((issue) => issue.msg)).toEqual([
      'Please enter both email and password.',
      'Please enter both email and password.',
    ]);
  });

  it('sends an unverified account to the otp step with a new code and its user_id', async () => {
    const user = await createUser(ctx, { verified: false });
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    // The client moves to its code step when the detail contains 'otp' (any case, as lib/login reads it).
    expect(res.json().detail).toBe('Account not verified. We sent a new one-time code (OTP) to your email.');
    expect(res.json().detail.toLowerCase()).toContain('otp');
    expect(res.json().user_id).toBe(user.id);
    const code = await latestMailedCode(ctx, user.email);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/otp/verify', payload: { user_id: user.id, code } })).statusCode).toBe(200);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('does not reveal that an unverified account exists to someone without its password', async () => {
    const user = await createUser(ctx, { verified: false });
    const res = await login({ email: user.email, password: 'wrong-one' });
    expect(res.statusCode).toBe(401);
    await ctx.app.services.jobs.drain();
    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${user.email}` });
    expect(outbox.json()).toEqual([]);
  });

  it('locks an account after too many failures, and a success resets the count', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 2; i += 1) expect((await login({ email: user.email, password: 'bad' })).statusCode).toBe(401);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await login({ email: user.email, password: 'bad' })).statusCode).toBe(401);
    const locked = await login({ email: user.email, password: user.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/Too many failed sign-in attempts/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    clock.advance(15 * 60_000 + 1000);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('limits requests per IP, independently of accounts', async () => {
    const user = await createUser(ctx);
    const ip = '10.99.0.1';
    for (let i = 0; i < 4; i += 1) expect((await login({ email: user.email, password: user.password }, ip)).statusCode).toBe(200);
    const res = await login({ email: user.email, password: user.password }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/from your network/);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('refuses a disabled account', async () => {
    const user = await createUser(ctx);
    await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const res = await login({ email: user.email, password: user.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).not.toContain('otp');
  });
});

describe('password hashes at once are bounded (issue 18)', () => {
  let busy: TestContext;
  beforeAll(async () => {
    // One hash at a time and nobody waiting: a second sign-in during a hash is turned away.
    busy = await createTestApp({ config: { passwordHashing: { concurrency: 1, maxWaiting: 0 }, metrics: { enabled: true } } });
  });
  afterAll(() => busy.close());

  /** A sign-in that holds the one slot for about a second: a wrong password against an old full-strength scrypt hash. */
  async function slowSignIn(remoteAddress: string) {
    const holder = await createUser(busy);
    await busy.deps.db.update(users).set({ passwordHash: LEGACY_SCRYPT_SECRET123 }).where(eq(users.id, holder.id));
    return busy.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: holder.email, password: 'not-it' },
      remoteAddress,
    });
  }

  it('answers 503 with Retry-After when the queue is full, and signs in again once it drains', async () => {
    const user = await createUser(busy);
    const first = slowSignIn('10.3.0.1');
    const deadline = Date.now() + 20_000;
    while (busy.app.services.passwords.stats().active === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(busy.app.services.passwords.stats().active).toBe(1);

    const turnedAway = await busy.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.3.0.2',
    });
    expect(turnedAway.statusCode).toBe(503);
    expect(Number(turnedAway.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(turnedAway.json().detail).toMatch(/^Too many people are signing in right now\. Please try again in \d+ seconds?\.$/);
    // Turned away before the password was checked: no failed attempt counts against the account.
    const metrics = await busy.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.body).toContain('dwa_queue_rejected_total{queue="password_hash"} 1');
    expect(metrics.body).toContain('dwa_queue_active{queue="password_hash"} 1');

    expect((await first).statusCode).toBe(401);
    expect(busy.app.services.passwords.stats()).toEqual({ waiting: 0, active: 0, rejected: 1 });
    const again = await busy.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '10.3.0.2',
    });
    expect(again.statusCode).toBe(200);
  });

  it('turns a sign-up away the same way, leaving no account behind', async () => {
    const first = slowSignIn('10.3.0.3');
    while (busy.app.services.passwords.stats().active === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const email = 'queued-signup@example.com';
    const res = await busy.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: 'Str0ng!pass', name: 'Queued Person', phone: '0241234567', address: 'Accra' },
      remoteAddress: '10.3.0.4',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    await first;
    const [row] = await busy.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(row).toBeUndefined();
  });
});
