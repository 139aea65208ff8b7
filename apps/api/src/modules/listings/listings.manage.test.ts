import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { TEXT_AS_JPEG, allStoredFiles, distinctJpegs, jpeg, keyOf, photo, storedFiles } from '../../../test/factories/images';
import { postListing, validFields } from '../../../test/factories/listings';
import { multipart, type MultipartFile } from '../../../test/multipart';

let ctx: TestContext;
let seller: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [seller, other, admin] = await Promise.all([
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'SELLER' }),
    createUser(ctx, { userType: 'ADMIN' }),
  ]);
});
afterAll(() => ctx.close());

type Read = {
  id: number;
  title: string;
  price: number;
  status: string;
  images: string[];
  image_variants: { thumb: string; medium: string; large: string }[];
};

async function create(photos = 1): Promise<Read> {
  const files = await Promise.all(Array.from({ length: photos }, async (_, i) => photo(await jpeg(40 + i, 30), `p${i}.jpg`)));
  const res = await postListing(ctx, seller, validFields, files);
  expect(res.statusCode).toBe(201);
  return res.json() as Read;
}

async function putForm(id: number, user: TestUser | null, fields: Record<string, string>, files: MultipartFile[] = []) {
  const form = await multipart(fields, files);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/classifieds/${id}`,
    headers: { ...form.headers, ...(user?.auth ?? {}) },
    payload: form.payload,
  });
}

const putJson = (id: number, user: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/classifieds/${id}`, headers: user.auth, payload });

const row = async (id: number) => (await ctx.deps.db.select().from(listings).where(eq(listings.id, id)))[0];
const filesOf = (listing: Read) => listing.image_variants.flatMap((variant) => [variant.thumb, variant.medium, variant.large].map(keyOf));
const exists = async (key: string) => (await ctx.deps.storage.get(key)) !== null;

describe('PUT /api/v1/classifieds/{id}', () => {
  it('changes the fields sent and adds new photos after the kept ones', async () => {
    const listing = await create(1);
    const meta = JSON.stringify({ brand: 'Apple', type: 'iPhone 13', condition: 'Good' });
    const res = await putForm(listing.id, seller, { ...validFields, title: 'iPhone 13', price: '3100', meta }, [
      photo(await jpeg(), 'new.jpg', 'images[]'),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: listing.id,
      title: 'iPhone 13',
      price: 3100,
      brand: 'Apple',
      condition: 'Good',
      meta: { type: 'iPhone 13' },
    });
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toBe(listing.images[0]);
  });

  it('refuses a text file renamed .jpg among the new photos, and changes and stores nothing', async () => {
    const listing = await create(1);
    const files = allStoredFiles(ctx);
    const res = await putForm(listing.id, seller, { ...validFields, title: 'Not saved' }, [
      photo(await jpeg(), 'real.jpg'),
      photo(TEXT_AS_JPEG, 'holiday.jpg'),
    ]);
    expect(res.statusCode).toBe(422);
    const issue = (res.json().detail as { loc: unknown[]; msg: string }[])[0];
    expect(issue?.msg).toContain('holiday.jpg');
    expect(issue?.msg).toContain('Only image files are allowed (JPEG, PNG, WebP or HEIC).');
    expect(allStoredFiles(ctx)).toEqual(files);
    expect((await row(listing.id))?.title).toBe(listing.title);
  });

  it('keeps only the photos listed in keep_images, in that order, and removes the others from storage', async () => {
    const listing = await create(3);
    const [first, second, third] = listing.images;
    const res = await putForm(listing.id, seller, { keep_images: JSON.stringify([third, first]) });
    expect(res.statusCode).toBe(200);
    expect(res.json().images).toEqual([third, first]);
    const droppedKeys = filesOf(listing).filter((key) => key.startsWith(keyOf(second!).replace(/-640\.webp$/, '')));
    expect(droppedKeys).toHaveLength(3);
    for (const key of droppedKeys) expect(await exists(key)).toBe(false);
    expect(await exists(keyOf(first!))).toBe(true);
  });

  it('refuses more than 5 photos in total, and a keep_images entry of another listing', async () => {
    const listing = await create(4);
    const files = (await distinctJpegs(2)).map((data, i) => photo(data, `n${i}.jpg`));
    const before = storedFiles(ctx);
    const tooMany = await putForm(listing.id, seller, {}, files);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().detail).toEqual([expect.objectContaining({ loc: ['body', 'images'], msg: 'Maximum 5 images allowed.' })]);
    expect(storedFiles(ctx)).toEqual(before);

    const kept = await putForm(listing.id, seller, { keep_images: JSON.stringify(listing.images.slice(0, 3)) }, files);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().images).toHaveLength(5);

    const foreign = await create(1);
    const bad = await putForm(listing.id, seller, { keep_images: JSON.stringify([foreign.images[0]]) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['body', 'keep_images']);
    expect(await putForm(listing.id, seller, { keep_images: '[]' }).then((r) => r.json().detail[0].msg)).toBe(
      'At least one image is required.',
    );
  });

  it('takes the JSON fallback with meta as an object', async () => {
    const listing = await create(1);
    const res = await putJson(listing.id, seller, {
      title: 'Edited by JSON',
      description: 'A new description that is long enough.',
      price: 99.99,
      category: 'Vehicles',
      sub_category: 'Cars',
      promotion: 'URGENT',
      meta: { brand: 'Toyota', type: 'Corolla', condition: 'Fair' },
    });
    expect(res.statusCode).toBe(200);
    // promotion is accepted but only a paid boost gives a badge (ADR 072).
    expect(res.json()).toMatchObject({
      title: 'Edited by JSON',
      price: 99.99,
      category: 'Vehicles',
      promotion: 'NONE',
      brand: 'Toyota',
      images: listing.images,
    });
    expect((await row(listing.id))?.pricePesewas).toBe(9999);
  });

  it('validates an edit with the same messages', async () => {
    const listing = await create(1);
    const res = await putJson(listing.id, seller, { title: 'ab', price: 0, sub_category: 'Cars' });
    expect(res.statusCode).toBe(422);
    const msgs = res.json().detail.map((issue: { msg: string }) => issue.msg);
    expect(msgs).toEqual(
      expect.arrayContaining([
        'Title must be at least 3 characters.',
        'Price must be greater than 0.',
        'Choose a sub-category of the selected category.',
      ]),
    );
    expect((await row(listing.id))?.title).toBe(validFields.title);
  });

  it('lets an admin edit, refuses another seller, and answers 404 for an unknown id', async () => {
    const listing = await create(1);
    const before = { row: await row(listing.id), files: storedFiles(ctx) };
    const refused = await putForm(listing.id, other, { title: 'Hijacked' }, [photo(await jpeg(), 'x.jpg')]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You can only change your own listings.');
    expect(await row(listing.id)).toEqual(before.row);
    expect(storedFiles(ctx)).toEqual(before.files);
    expect((await putJson(listing.id, admin, { title: 'Fixed by admin' })).json().title).toBe('Fixed by admin');
    expect((await putJson(999999, seller, { title: 'Nothing' })).statusCode).toBe(404);
    expect((await putForm(listing.id, null, { title: 'No token' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/classifieds/{id}/status', () => {
  const patch = (id: number, user: TestUser | null, status: unknown) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/v1/classifieds/${id}/status`, headers: user?.auth ?? {}, payload: { status } });

  it('deactivates and reactivates for the owner', async () => {
    const listing = await create(1);
    const off = await patch(listing.id, seller, 'inactive');
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('inactive');
    expect((await patch(listing.id, seller, 'inactive')).json().status).toBe('inactive');
    expect((await patch(listing.id, seller, 'active')).json().status).toBe('active');
  });

  it('refuses another seller and bad values, and changes nothing', async () => {
    const listing = await create(1);
    const refused = await patch(listing.id, other, 'inactive');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You can only change your own listings.');
    expect((await row(listing.id))?.status).toBe('active');
    expect((await patch(listing.id, seller, 'pending')).statusCode).toBe(422);
    expect((await patch(listing.id, null, 'inactive')).statusCode).toBe(401);
    expect((await patch(999999, seller, 'inactive')).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/classifieds/{id}', () => {
  const del = (id: number, user: TestUser | null) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/classifieds/${id}`, headers: user?.auth ?? {} });

  it('refuses another seller, then deletes for the owner and removes the files', async () => {
    const listing = await create(2);
    const keys = filesOf(listing);
    expect(keys).toHaveLength(6);
    for (const key of keys) expect(await exists(key)).toBe(true);

    const refused = await del(listing.id, other);
    expect(refused.statusCode).toBe(403);
    expect(await row(listing.id)).toBeDefined();
    for (const key of keys) expect(await exists(key)).toBe(true);
    expect((await del(listing.id, null)).statusCode).toBe(401);

    const res = await del(listing.id, seller);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await row(listing.id)).toBeUndefined();
    for (const key of keys) expect(await exists(key)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${listing.id}` })).statusCode).toBe(404);
    expect((await del(listing.id, seller)).statusCode).toBe(404);
  });

  it('lets an admin delete', async () => {
    const listing = await create(1);
    expect((await del(listing.id, admin)).statusCode).toBe(204);
  });
});
