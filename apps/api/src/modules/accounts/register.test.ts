import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AUTH_LIMITS } from '../../config';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { latestMailedCode } from '../../../test/factories/users';
import { multipart } from '../../../test/multipart';
import { allStoredFiles, TEXT_AS_JPEG } from '../../../test/factories/images';

let ctx: TestContext;
let ipCounter = 0;
const nextIp = () => `10.1.0.${++ipCounter}`;

beforeAll(async () => {
  ctx = await createTestApp({ config: { authLimits: { ...DEFAULT_AUTH_LIMITS, registerPerIp: { limit: 3, windowMs: 3600_000 } } } });
});
afterAll(() => ctx.close());

const valid = (email: string) => ({
  name: 'Kofi Boateng',
  email,
  phone: '024 123 4567',
  address: 'Adum, Kumasi',
  password: 'secret1',
  user_type: 'SELLER',
});

function register(payload: unknown, remoteAddress = nextIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as Record<string, unknown>, remoteAddress });
}

describe('POST /api/v1/auth/register', () => {
  it('creates a CUSTOMER whatever user_type says, with a normalised email and phone', async () => {
    const res = await register({ ...valid('  Kofi@Example.COM '), bio: 'Sneaker fan', gender: 'Male' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Kofi Boateng',
      email: 'kofi@example.com',
      phone: '+233241234567',
      address: 'Adum, Kumasi',
      user_type: 'CUSTOMER',
      role: 'CUSTOMER',
      is_verified: false,
      is_active: true,
      bio: 'Sneaker fan',
      gender: 'male',
      profile_picture: null,
    });
    expect(typeof body.user_id).toBe('number');
    expect(JSON.stringify(body)).not.toMatch(/secret1|password|scrypt/);
  });

  it('does not send a code by itself: the client calls otp/send next', async () => {
    const res = await register(valid('nocode@example.com'));
    expect(res.statusCode).toBe(201);
    await ctx.app.services.jobs.drain();
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?to=nocode@example.com' });
    expect(outbox.json()).toEqual([]);
  });

  it('answers a duplicate email (any case) with 409', async () => {
    expect((await register(valid('dup@example.com'))).statusCode).toBe(201);
    const res = await register(valid('DUP@example.com'));
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/already exists/);
  });

  it("reports every missing field in the spec's words and order", async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string }[];
    expect(detail.map((issue) => issue.msg)).toEqual([
      'Enter full name.',
      'Enter your email.',
      'Enter phone number.',
      'Enter address.',
      'Password must be at least 6 characters.',
    ]);
    expect(detail.map((issue) => issue.loc)).toEqual([
      ['body', 'name'],
      ['body', 'email'],
      ['body', 'phone'],
      ['body', 'address'],
      ['body', 'password'],
    ]);
  });

  it('rejects blank fields, a bad email, a non-Ghana phone and a short password', async () => {
    const res = await register({ name: '  ', email: 'nope', phone: '+44 20 7946 0958', address: '', password: '12345' });
    expect(res.statusCode).toBe(422);
    const messages = (res.json().detail as { msg: string }[]).map((issue) => issue.msg);
    expect(messages).toEqual([
      'Enter full name.',
      'Enter a valid email address.',
      'Enter a valid Ghana phone number (+233 and 9 digits, or 0 and 9 digits).',
      'Enter address.',
      'Password must be at least 6 characters.',
    ]);
  });

  it('refuses a birthday in the future with its own message (issue 16)', async () => {
    const res = await register({ ...valid('future.birthday@example.com'), birthdate: '2999-01-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'birthdate'], msg: 'Birthday cannot be in the future.' })]);
  });

  it('accepts the multipart form the spec sends, with a profile picture', async () => {
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const form = await multipart(valid('multi@example.com'), [
      { field: 'profile_picture', filename: 'me.png', contentType: 'image/png', data: photo },
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...form, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(201);
    const url = res.json().profile_picture as string;
    expect(url).toMatch(/^\/static\/profile_pictures\/[\w-]+\.webp$/);
    const stored = await ctx.deps.storage.get(url.replace('/static/', ''));
    const meta = await sharp(stored!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
  });

  it('rejects a picture that is not an image, whatever its name says, and stores nothing', async () => {
    const files = allStoredFiles(ctx);
    const form = await multipart(valid('fake@example.com'), [
      { field: 'profile_picture', filename: 'me.jpg', contentType: 'image/jpeg', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...form, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'profile_picture'], msg: 'Please select a valid image.' })]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'fake@example.com', password: 'secret1' },
    });
    expect(login.statusCode).toBe(401);
    const renamed = await multipart(valid('renamed@example.com'), [
      { field: 'profile_picture', filename: 'me.jpg', contentType: 'image/jpeg', data: TEXT_AS_JPEG },
    ]);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...renamed, remoteAddress: nextIp() });
    expect(again.statusCode).toBe(422);
    expect(again.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'profile_picture'], msg: 'Please select a valid image.' }),
    ]);
    expect(allStoredFiles(ctx)).toEqual(files);
  });

  it('ignores an empty file part (no picture chosen)', async () => {
    const form = await multipart(valid('empty-file@example.com'), [
      { field: 'profile_picture', filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) },
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', ...form, remoteAddress: nextIp() });
    expect(res.statusCode).toBe(201);
    expect(res.json().profile_picture).toBeNull();
  });

  it('limits sign-ups per IP with 429 and Retry-After', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 3; i += 1) expect((await register(valid(`flood${i}@example.com`), ip)).statusCode).toBe(201);
    const res = await register(valid('flood3@example.com'), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toMatch(/Too many sign-ups/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(valid('flood3@example.com'))).statusCode).toBe(201);
  });

  it('goes through register, otp/send, otp/verify and login', async () => {
    const created = await register(valid('journey@example.com'));
    const userId = created.json().user_id as number;
    const send = await ctx.app.inject({ method: 'POST', url: `/api/v1/otp/send?user_id=${userId}` });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toEqual({ message: 'We sent a 6-digit code to your email.', expires_in: 600 });
    const code = await latestMailedCode(ctx, 'journey@example.com');
    const verify = await ctx.app.inject({ method: 'POST', url: '/api/v1/otp/verify', payload: { user_id: userId, code } });
    expect(verify.json()).toEqual({ verified: true, message: 'Your email is verified.' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'journey@example.com', password: 'secret1' },
    });
    expect(login.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ user_id: userId, is_verified: true, email: 'journey@example.com' });
  });
});
