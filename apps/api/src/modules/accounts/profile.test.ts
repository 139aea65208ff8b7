import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { multipart } from '../../../test/multipart';
import { allStoredFiles, TEXT_AS_JPEG } from '../../../test/factories/images';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const me = (user: TestUser) => ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth });
const put = (user: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/users/me', headers: user.auth, payload });

const jpegWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#f00' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'Ama' } })
    .toBuffer();

async function upload(user: TestUser, data: Buffer, contentType = 'image/jpeg', filename = 'me.jpg') {
  const form = await multipart({}, [{ field: 'profile_picture', filename, contentType, data }]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/profile-picture/upload',
    payload: form.payload,
    headers: { ...form.headers, ...user.auth },
  });
}

const stored = (url: string) => ctx.deps.storage.get(url.replace(/^\/static\//, ''));

describe('GET /api/v1/users/me', () => {
  it('answers the private profile without secrets', async () => {
    const user = await createUser(ctx);
    const res = await me(user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      user_id: user.id,
      email: user.email,
      phone: '+233241234567',
      user_type: 'CUSTOMER',
      role: 'CUSTOMER',
      is_active: true,
    });
    for (const key of ['birthdate', 'gender', 'bio', 'business_name', 'business_website', 'business_address', 'created_at', 'updated_at'])
      expect(body).toHaveProperty(key);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password|token_version/);
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/users/me', () => {
  it('updates the fields sent (JSON) and leaves the others alone', async () => {
    const user = await createUser(ctx);
    const res = await put(user, {
      name: 'Ama K. Mensah',
      email: user.email,
      bio: 'Selling phones',
      gender: 'Female',
      birthdate: '1994-03-06',
      business_registration_number: 'BN-123',
      business_website: 'www.ama.com.gh',
      user_type: 'CUSTOMER',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ama K. Mensah',
      bio: 'Selling phones',
      gender: 'female',
      birthdate: '1994-03-06',
      business_registration_number: 'BN-123',
      business_website: 'https://www.ama.com.gh/',
      phone: '+233241234567',
      address: 'Osu, Accra',
      is_verified: true,
    });
    const cleared = await put(user, { name: 'Ama', email: user.email, bio: '' });
    expect(cleared.json().bio).toBeNull();
    expect(cleared.json().business_registration_number).toBe('BN-123');
  });

  it('accepts the multipart form with a picture', async () => {
    const user = await createUser(ctx);
    const form = await multipart({ name: 'Yaw', email: user.email, phone: '0201234567', address: 'Tema', gender: 'male', birthdate: '' }, [
      { field: 'profile_picture', filename: 'p.jpg', contentType: 'image/jpeg', data: await jpegWithExif() },
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Yaw', phone: '+233201234567', address: 'Tema', gender: 'male', birthdate: null });
    expect(res.json().profile_picture).toMatch(/^\/static\/profile_pictures\/.+\.webp$/);
  });

  it('refuses a text file renamed .jpg as the picture of the multipart form, and changes nothing', async () => {
    const user = await createUser(ctx, { name: 'Efua' });
    const before = allStoredFiles(ctx);
    const form = await multipart({ name: 'Yaw', email: user.email }, [
      { field: 'profile_picture', filename: 'p.jpg', contentType: 'image/jpeg', data: TEXT_AS_JPEG },
    ]);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/me',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'profile_picture'], msg: 'Please select a valid image.' })]);
    expect(allStoredFiles(ctx)).toEqual(before);
    expect((await me(user)).json()).toMatchObject({ name: 'Efua', profile_picture: null });
  });

  it("refuses a change of user type with 405 and the spec's detail", async () => {
    const user = await createUser(ctx);
    const res = await put(user, { name: 'A', email: user.email, user_type: 'SELLER' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toMatchObject({ detail: 'Changing user type is not allowed via API (405). Contact support or use an admin flow.' });
    expect((await me(user)).json().user_type).toBe('CUSTOMER');
  });

  it('requires name and email, and validates the optional fields', async () => {
    const user = await createUser(ctx);
    const res = await put(user, { name: '', email: '' });
    expect(res.statusCode).toBe(422);
    expect((res.json().detail as { msg: string }[]).map((issue) => issue.msg)).toEqual(['Enter full name.', 'Enter your email.']);
    const bad = await put(user, {
      name: 'A',
      email: user.email,
      phone: '12345',
      gender: 'robot',
      birthdate: '2999-01-01',
      business_website: 'javascript:alert(1)',
    });
    expect((bad.json().detail as { loc: string[] }[]).map((issue) => issue.loc[1])).toEqual([
      'phone',
      'gender',
      'birthdate',
      'business_website',
    ]);
  });

  it('says a future birthday is in the future, not badly written (issue 16)', async () => {
    const user = await createUser(ctx);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = await put(user, { name: 'Ama', email: user.email, birthdate: tomorrow });
    expect(future.statusCode).toBe(422);
    expect(future.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'birthdate'], msg: 'Birthday cannot be in the future.' }),
    ]);
    const garbled = await put(user, { name: 'Ama', email: user.email, birthdate: '06/03/1994' });
    expect(garbled.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'birthdate'], msg: 'Enter a valid date (YYYY-MM-DD).' }),
    ]);
    const ok = await put(user, { name: 'Ama', email: user.email, birthdate: '1994-03-06' });
    expect(ok.json()).toMatchObject({ birthdate: '1994-03-06' });
  });

  it('changes the email only to an unused one, and asks to verify the new one', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const taken = await put(user, { name: 'A', email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    const res = await put(user, { name: 'A', email: 'New.Address@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'new.address@example.com', is_verified: false });
  });
});

describe('POST /api/v1/profile-picture/upload', () => {
  it('stores a 300x300 WebP without EXIF, answers imageUrl and removes the old picture', async () => {
    const user = await createUser(ctx);
    const original = await jpegWithExif();
    expect(original.includes(Buffer.from('secret-owner'))).toBe(true);
    const first = await upload(user, original);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().imageUrl as string;
    expect(firstUrl).toMatch(/^\/static\/profile_pictures\/[\w-]+\.webp$/);
    const bytes = await stored(firstUrl);
    const meta = await sharp(bytes!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 300]);
    expect(meta.exif).toBeUndefined();
    expect(bytes!.includes(Buffer.from('secret-owner'))).toBe(false);
    expect((await me(user)).json().profile_picture).toBe(firstUrl);
    const served = await ctx.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const png = await sharp({ create: { width: 100, height: 100, channels: 4, background: '#00f8' } })
      .png()
      .toBuffer();
    const second = await upload(user, png, 'image/png', 'x.png');
    expect(second.statusCode).toBe(200);
    expect(second.json().imageUrl).not.toBe(firstUrl);
    expect(await stored(firstUrl)).toBeNull();
  });

  it('rejects a file that is not an image, whatever its name and type say, and stores nothing', async () => {
    const user = await createUser(ctx);
    const before = allStoredFiles(ctx);
    for (const data of [Buffer.from('%PDF-1.4 not a picture'), TEXT_AS_JPEG]) {
      const res = await upload(user, data, 'image/jpeg', 'photo.jpg');
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        expect.objectContaining({ loc: ['body', 'profile_picture'], msg: 'Please select a valid image.' }),
      ]);
    }
    expect(allStoredFiles(ctx)).toEqual(before);
    expect((await me(user)).json().profile_picture).toBeNull();
  });

  it('rejects a picture of 2 MB or more', async () => {
    const user = await createUser(ctx);
    const big = Buffer.concat([await jpegWithExif(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(user, big);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'profile_picture'], msg: 'Profile picture must be less than 2MB.' }),
    ]);
  });

  it('answers 422 without a file and 401 without a token', async () => {
    const user = await createUser(ctx);
    const form = await multipart({ other: 'x' });
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile-picture/upload',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
    expect(none.statusCode).toBe(422);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile-picture/upload',
      payload: form.payload,
      headers: form.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('public lookups', () => {
  it('answer public fields only, on all three paths, whoever asks', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER', name: 'Kwame Shop' });
    const viewer = await createUser(ctx);
    for (const path of [`/api/v1/users/${seller.id}`, `/api/v1/users/profile/${seller.id}`, `/api/v1/users/${seller.id}/profile`]) {
      for (const headers of [{}, viewer.auth, seller.auth]) {
        const res = await ctx.app.inject({ method: 'GET', url: path, headers });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(Object.keys(body).sort()).toEqual([
          'business_name',
          'created_at',
          'id_verified',
          'is_verified',
          'name',
          'phone_verified',
          'profile_picture',
          'user_id',
          'user_type',
        ]);
        expect(body).toMatchObject({ id_verified: false });
        expect(body).toMatchObject({ user_id: seller.id, name: 'Kwame Shop', user_type: 'SELLER' });
        expect(res.body).not.toContain(seller.email);
        expect(res.body).not.toContain('+233');
      }
    }
  });

  it('answers 404 for an unknown user and 422 for a bad id', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/999999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/abc' })).statusCode).toBe(422);
  });
});
