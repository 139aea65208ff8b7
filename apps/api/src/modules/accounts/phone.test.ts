import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages, users } from '@dwa/db/schema';
import { DEFAULT_AUTH_LIMITS } from '../../config';
import { createTestApp, testClock, type TestContext } from '../../../test/helpers';
import { createUser } from '../../../test/factories/users';
import { insertListing } from '../../../test/factories/listings';
import { LOGIN_CODE_SENT, PHONE_TAKEN } from './phone.service';

// Phone first (issue 32): sign-up, sign-in, reset and add-phone by SMS code through the sandbox.

let ctx: TestContext;
const clock = testClock();
const COOLDOWN = 60_000;

beforeAll(async () => {
  ctx = await createTestApp({
    now: clock.now,
    config: {
      authLimits: { ...DEFAULT_AUTH_LIMITS, smsPerNumber: { limit: 3, windowMs: 3600_000 }, smsPerIp: { limit: 6, windowMs: 3600_000 } },
    },
  });
});
afterAll(() => ctx.close());

let serial = 0;
/** A fresh MTN number and a fresh IP for each test, so the limits of one do not reach another. */
function fresh(prefix = '024') {
  serial += 1;
  const digits = String(1_000_000 + serial * 7919).slice(-7);
  return { typed: `${prefix} ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+233${prefix.slice(1)}${digits}`, ip: `10.9.${serial}.1` };
}

const post = (url: string, payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    remoteAddress: options.ip ?? '10.0.0.1',
    headers: options.headers,
  });

/** The newest code the sandbox texted to this number (read like the mail outbox, through the dev endpoint). */
async function textedCode(e164: string): Promise<string> {
  await ctx.app.services.jobs.drain();
  const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/sms?to=${encodeURIComponent(e164)}` });
  expect(res.statusCode).toBe(200);
  const code = /\b(\d{6})\b/.exec((res.json() as { text: string }[])[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${e164}`);
  return code;
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

async function signUp(number = fresh()) {
  const res = await post(
    '/phone/register',
    { name: 'Kofi Mensah', phone: number.typed, address: 'Kumasi', password: 'secret123' },
    { ip: number.ip },
  );
  expect(res.statusCode).toBe(201);
  return { ...number, userId: res.json().user_id as number };
}

async function signedUpAndVerified(number = fresh()) {
  const account = await signUp(number);
  const res = await post('/phone/otp/verify', { user_id: account.userId, code: await textedCode(account.e164) });
  expect(res.statusCode).toBe(200);
  clock.advance(COOLDOWN);
  return { ...account, auth: { authorization: `Bearer ${res.json().access_token as string}` } };
}

describe('sign-up with a phone number', () => {
  it('texts a code, verifies the account and the number, and signs in', async () => {
    const number = fresh('059');
    const res = await post(
      '/phone/register',
      { name: 'Kofi Mensah', phone: number.typed, address: 'Kumasi', password: 'secret123' },
      { ip: number.ip },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ expires_in: 600, resend_in: 60 });
    const userId = res.json().user_id as number;

    const code = await textedCode(number.e164);
    const [queued] = await ctx.deps.db.select().from(smsMessages).where(eq(smsMessages.to, number.e164));
    expect(queued).toMatchObject({ status: 'sent', sensitive: true });
    expect(queued!.text).not.toContain(code);

    const verified = await post('/phone/otp/verify', { user_id: userId, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ token_type: 'bearer', user_id: userId, user_type: 'CUSTOMER' });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${verified.json().access_token as string}` },
    });
    expect(me.json()).toMatchObject({
      is_verified: true,
      phone_verified: true,
      verified_phone: number.e164,
      phone: number.e164,
      email: '',
    });
    const publicProfile = await ctx.app.inject({ method: 'GET', url: `/api/v1/users/${userId}` });
    expect(publicProfile.json()).toMatchObject({ phone_verified: true });
    expect(publicProfile.json()).not.toHaveProperty('verified_phone');
  });

  it('accepts every current Ghana mobile prefix and refuses landlines and foreign numbers', async () => {
    // The same field reads every phone body; send-code takes no password hash, so this stays quick.
    for (const prefix of ['024', '054', '055', '059', '025', '053', '020', '050', '026', '027', '056', '057']) {
      const number = fresh(prefix);
      const res = await post('/phone/login/send-code', { phone: number.typed }, { ip: number.ip });
      expect(res.statusCode, prefix).toBe(200);
    }
    for (const phone of ['030 212 3456', '+44 7911 123456', '012 345 6789', '']) {
      const res = await post('/phone/register', { name: 'Ama', phone, address: 'Osu', password: 'secret123' });
      expect(res.statusCode, phone).toBe(422);
    }
  });

  it('refuses a wrong code, then too many tries, and an expired code', async () => {
    const account = await signUp();
    const code = await textedCode(account.e164);
    for (let i = 1; i <= 4; i += 1) {
      const res = await post('/phone/otp/verify', { user_id: account.userId, code: wrong(code) });
      expect(res.json().detail).toBe('Invalid code. Please try again.');
    }
    expect((await post('/phone/otp/verify', { user_id: account.userId, code: wrong(code) })).json().detail).toBe(
      'Too many wrong attempts. Request a new code.',
    );
    expect((await post('/phone/otp/verify', { user_id: account.userId, code })).json().detail).toBe(
      'Too many wrong attempts. Request a new code.',
    );

    clock.advance(COOLDOWN);
    expect((await post('/phone/otp/send', { user_id: account.userId }, { ip: account.ip })).statusCode).toBe(200);
    const second = await textedCode(account.e164);
    clock.advance(10 * 60_000 + 1);
    expect((await post('/phone/otp/verify', { user_id: account.userId, code: second })).json().detail).toBe(
      'This code has expired. Request a new code.',
    );
  });

  it('waits out the resend cooldown and stops at the ceiling per number', async () => {
    const account = await signUp();
    const early = await post('/phone/otp/send', { user_id: account.userId }, { ip: account.ip });
    expect(early.statusCode).toBe(429);
    expect(early.json().detail).toBe('Please wait 1 minute before asking for another code.');
    clock.advance(COOLDOWN);
    expect((await post('/phone/otp/send', { user_id: account.userId }, { ip: account.ip })).statusCode).toBe(200);
    clock.advance(COOLDOWN);
    expect((await post('/phone/otp/send', { user_id: account.userId }, { ip: account.ip })).statusCode).toBe(200);
    clock.advance(COOLDOWN);
    const over = await post('/phone/otp/send', { user_id: account.userId }, { ip: account.ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().detail).toMatch(/^Too many codes sent to this number/);
    clock.advance(COOLDOWN);
  });

  it('stops at the ceiling per IP, whatever the numbers', async () => {
    const ip = '10.250.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 7; i += 1) answers.push((await post('/phone/login/send-code', { phone: fresh().typed }, { ip })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('refuses a number another account verified, before texting anything', async () => {
    const owner = await signedUpAndVerified();
    const res = await post(
      '/phone/register',
      { name: 'Yaw', phone: owner.typed, address: 'Tema', password: 'secret123' },
      { ip: '10.77.0.1' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PHONE_TAKEN);
  });

  it('refuses a second account proving the same number (the database keeps one)', async () => {
    const number = fresh();
    const first = await signUp(number);
    clock.advance(COOLDOWN);
    const second = await signUp({ ...number, ip: '10.78.0.1' });
    const secondCode = await textedCode(number.e164);
    const firstCode = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/sms?to=${encodeURIComponent(number.e164)}` });
    expect((firstCode.json() as unknown[]).length).toBe(2);
    expect((await post('/phone/otp/verify', { user_id: second.userId, code: secondCode })).statusCode).toBe(200);
    const olderCode = /\b(\d{6})\b/.exec((firstCode.json() as { text: string }[])[1]!.text)![1]!;
    const late = await post('/phone/otp/verify', { user_id: first.userId, code: olderCode });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(PHONE_TAKEN);
    clock.advance(COOLDOWN);
  });

  it('validates its bodies', async () => {
    expect((await post('/phone/register', { name: '', phone: '024 123 4567', address: '', password: '1' })).statusCode).toBe(422);
    expect((await post('/phone/otp/verify', { user_id: 'x', code: '12' })).statusCode).toBe(422);
    expect((await post('/phone/otp/send', {})).statusCode).toBe(422);
    expect((await post('/phone/otp/send', { user_id: 2147483647 })).statusCode).toBe(404);
  });
});

describe('sign-in with a phone number', () => {
  it('texts a code to a verified number and signs in with it', async () => {
    const account = await signedUpAndVerified();
    const sent = await post('/phone/login/send-code', { phone: account.typed }, { ip: '10.60.0.1' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(LOGIN_CODE_SENT);
    const res = await post('/phone/login', { phone: account.e164, code: await textedCode(account.e164) }, { ip: '10.60.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: account.userId, token_type: 'bearer' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same for a number with no account, and texts nothing', async () => {
    const number = fresh();
    const res = await post('/phone/login/send-code', { phone: number.typed }, { ip: number.ip });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(LOGIN_CODE_SENT);
    await ctx.app.services.jobs.drain();
    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/sms?to=${encodeURIComponent(number.e164)}` });
    expect(outbox.json()).toEqual([]);
    expect((await post('/phone/login', { phone: number.e164, code: '123456' })).json().detail).toBe('Invalid code. Please try again.');
  });

  it('does not take a sign-up code, nor a code of an unverified number', async () => {
    const account = await signUp();
    const code = await textedCode(account.e164);
    expect((await post('/phone/login', { phone: account.e164, code })).statusCode).toBe(400);
  });

  it('refuses a disabled account', async () => {
    const account = await signedUpAndVerified();
    await post('/phone/login/send-code', { phone: account.e164 }, { ip: account.ip });
    const code = await textedCode(account.e164);
    await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, account.userId));
    expect((await post('/phone/login', { phone: account.e164, code })).statusCode).toBe(403);
  });
});

describe('password reset by SMS', () => {
  it("texts a reset code and finishes with the mailed flow's own steps", async () => {
    const account = await signedUpAndVerified();
    const requested = await post('/phone/password/request-reset-code', { phone: account.typed }, { ip: account.ip });
    expect(requested.statusCode).toBe(200);
    const handle = requested.json().user_id as string;
    const verified = await post('/password/verify-reset-code', { user_id: handle, code: await textedCode(account.e164) });
    expect(verified.statusCode).toBe(200);
    const reset = await post('/password/reset-password', {
      user_id: handle,
      token: verified.json().reset_token,
      new_password: 'brand-new1',
    });
    expect(reset.statusCode).toBe(200);
    // The old session is over.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: account.auth })).statusCode).toBe(401);
  });

  it('answers the same for an unknown number', async () => {
    const number = fresh();
    const res = await post('/phone/password/request-reset-code', { phone: number.typed }, { ip: number.ip });
    expect(res.statusCode).toBe(200);
    expect((await post('/password/verify-reset-code', { user_id: res.json().user_id, code: '123456' })).statusCode).toBe(400);
  });
});

describe('an email account adds a phone number', () => {
  it('texts a code to the number and makes it the verified one', async () => {
    const user = await createUser(ctx);
    const number = fresh('020');
    const started = await post('/users/me/phone', { phone: number.typed }, { ip: number.ip, headers: user.auth });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ phone: number.e164, expires_in: 600 });
    const confirmed = await post('/users/me/phone/verify', { code: await textedCode(number.e164) }, { headers: user.auth });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ verified_phone: number.e164, phone_verified: true, email: user.email });

    clock.advance(COOLDOWN);
    const again = await post('/users/me/phone', { phone: number.e164 }, { ip: number.ip, headers: user.auth });
    expect(again.statusCode).toBe(400);
  });

  it('refuses a number another account verified', async () => {
    const owner = await signedUpAndVerified();
    const user = await createUser(ctx);
    const res = await post('/users/me/phone', { phone: owner.e164 }, { headers: user.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe(PHONE_TAKEN);
  });

  it('refuses a wrong code and anyone not signed in', async () => {
    const user = await createUser(ctx);
    const number = fresh();
    await post('/users/me/phone', { phone: number.e164 }, { ip: number.ip, headers: user.auth });
    const code = await textedCode(number.e164);
    expect((await post('/users/me/phone/verify', { code: wrong(code) }, { headers: user.auth })).statusCode).toBe(400);
    // Another person's session cannot use this code: codes belong to the account that asked.
    const stranger = await createUser(ctx);
    expect((await post('/users/me/phone/verify', { code }, { headers: stranger.auth })).statusCode).toBe(400);
    expect((await post('/users/me/phone', { phone: number.e164 })).statusCode).toBe(401);
    expect((await post('/users/me/phone/verify', { code })).statusCode).toBe(401);
    expect((await post('/users/me/phone', { phone: 'nope' }, { headers: user.auth })).statusCode).toBe(422);
  });
});

describe("the 'Phone verified' badge", () => {
  it('is on the seller page and the listing only once the seller proved a number', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const listing = await insertListing(ctx, seller);
    const badge = async () => ({
      page: (await ctx.app.inject({ method: 'GET', url: `/api/v1/sellers/${seller.id}` })).json().phone_verified as boolean,
      listing: (await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${listing}` })).json().user.phone_verified as boolean,
    });
    expect(await badge()).toEqual({ page: false, listing: false });

    const number = fresh('050');
    await post('/users/me/phone', { phone: number.e164 }, { ip: number.ip, headers: seller.auth });
    expect(await badge()).toEqual({ page: false, listing: false });
    await post('/users/me/phone/verify', { code: await textedCode(number.e164) }, { headers: seller.auth });
    expect(await badge()).toEqual({ page: true, listing: true });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/sellers/${seller.id}` });
    expect(page.body).not.toContain(number.e164.slice(4));
  });
});

describe('GET /api/v1/dev/sms', () => {
  it('answers 404 in production', async () => {
    const production = await createTestApp({ config: { isProduction: true, env: 'production' } });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/api/v1/dev/sms' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('refuses a malformed number', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/sms?to=abc' })).statusCode).toBe(422);
  });
});
