import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { users } from '@dwa/db/schema';
import type { UserType } from '@dwa/shared/catalogue';
import { hashPassword } from '../../lib/password';
import { signToken } from '../../lib/tokens';
import type { TestContext } from '../../../test/helpers';
import { multipart, type MultipartFile } from '../../../test/multipart';

// Test helpers for the listings tests: users straight in the database, tokens, photos, posts.

let passwordHash: Promise<string> | undefined;

export type TestUser = { id: number; token: string; auth: { authorization: string } };

let sequence = 0;

export async function createUser(ctx: TestContext, userType: UserType, extra: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  // One cheap hash for every test user: nobody logs in here, and scrypt at full cost is slow by design.
  passwordHash ??= hashPassword('password123', { N: 2 ** 10, r: 8, p: 1 });
  sequence += 1;
  const [row] = await ctx.deps.db
    .insert(users)
    .values({
      email: `${userType.toLowerCase()}${sequence}-${Date.now()}@example.com`,
      name: `${userType} ${sequence}`,
      passwordHash: await passwordHash,
      userType,
      phone: '+233241234567',
      ...extra,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  const token = signToken({ sub: row.id, ver: 0, typ: 'access' }, ctx.deps.config.jwtSecret, 3600);
  return { id: row.id, token, auth: { authorization: `Bearer ${token}` } };
}

export async function jpeg(width = 40, height = 30, color = '#3a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

/** Photos with different bytes (identical uploads in one form count once). */
export async function distinctJpegs(count: number): Promise<Buffer[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => jpeg(30 + i, 30)));
}

export async function png(width = 30, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#08f8' } }).png().toBuffer();
}

export function photo(data: Buffer, filename = 'photo.jpg', field = 'images', contentType = 'image/jpeg'): MultipartFile {
  return { field, filename, contentType, data };
}

export const validFields = {
  title: 'Samsung Galaxy S21',
  description: 'Barely used, with charger and box.',
  price: '2500.50',
  category: 'Electronics',
  sub_category: 'Phones',
  promotion: 'NONE',
  meta: JSON.stringify({ brand: 'Samsung', type: 'S21', condition: 'Like New' }),
  region: 'Greater Accra',
  town: 'Osu',
};

export async function postListing(
  ctx: TestContext,
  user: TestUser | null,
  fields: Record<string, string> = validFields,
  files?: MultipartFile[],
) {
  const form = await multipart(fields, files ?? [photo(await jpeg())]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/classifieds/',
    headers: { ...form.headers, ...(user ? user.auth : {}) },
    payload: form.payload,
  });
}

/** Posts a valid listing and answers its id. */
export async function createListing(ctx: TestContext, user: TestUser, fields: Partial<typeof validFields> = {}): Promise<number> {
  const res = await postListing(ctx, user, { ...validFields, ...fields });
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

/** Every file stored under uploads/listings. */
export function storedFiles(ctx: TestContext): string[] {
  try {
    return readdirSync(join(ctx.deps.config.uploadsDir, 'listings')).sort();
  } catch {
    return [];
  }
}

/** The storage key of a public URL such as /static/listings/abc-640.webp. */
export function keyOf(url: string): string {
  return url.replace(/^\/static\//, '');
}
