import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { listingImages, listings } from '@dwa/db/schema';
import { LISTING_MESSAGES as M } from '@dwa/shared/listings';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createUser, type TestUser } from '../../../test/factories/users';
import { distinctJpegs, jpeg, keyOf, photo, png, storedFiles } from '../../../test/factories/images';
import { postListing, validFields } from '../../../test/factories/listings';

let ctx: TestContext;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createUser(ctx, { userType: 'SELLER', name: 'Ama Mensah', businessName: 'Ama Phones', businessPhone: '+233201112222' });
});
afterAll(() => ctx.close());

type Issue = { loc: (string | number)[]; msg: string };
const issues = (body: unknown) => (body as { detail: Issue[] }).detail;
const messageFor = (body: unknown, field: string) =>
  issues(body)
    .filter((issue) => issue.loc[1] === field)
    .map((issue) => issue.msg);

async function countListings() {
  return (await ctx.deps.db.select({ id: listings.id }).from(listings)).length;
}

describe('POST /api/v1/classifieds/', () => {
  it('creates an active listing with WebP variants and answers the read shape', async () => {
    const res = await postListing(ctx, seller, validFields, [
      photo(await jpeg(1600, 1200)),
      photo(await png(), 'b.png', 'images', 'image/png'),
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Samsung Galaxy S21',
      price: 2500.5,
      category: 'Electronics',
      sub_category: 'Phones',
      brand: 'Samsung',
      type: 'S21',
      condition: 'Like New',
      meta: { brand: 'Samsung', type: 'S21', condition: 'Like New' },
      promotion: 'NONE',
      status: 'active',
      likes: 0,
      views: 0,
      comments_count: 0,
      location: 'Osu, Greater Accra',
      region: 'Greater Accra',
      town: 'Osu',
      is_owner: true,
      user: {
        user_id: seller.id,
        id: seller.id,
        name: 'Ama Mensah',
        business_name: 'Ama Phones',
        business_phone: '+233201112222',
        phone: '+233241234567',
      },
    });
    expect(typeof body.id).toBe('number');
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toMatch(/^\/static\/listings\/[\w-]+-640\.webp$/);
    expect(body.image_variants[0]).toMatchObject({ width: 1600, height: 1200 });
    expect(body.image_variants[0].thumb).toMatch(/-320\.webp$/);
    expect(body.image_variants[0].large).toMatch(/-1280\.webp$/);
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);

    const large = await ctx.deps.storage.get(keyOf(body.image_variants[0].large));
    expect(await sharp(large!).metadata()).toMatchObject({ format: 'webp', width: 1280 });
    const thumb = await ctx.deps.storage.get(keyOf(body.image_variants[0].thumb));
    expect((await sharp(thumb!).metadata()).width).toBe(320);
  });

  it('serves the photos at the URLs it answers', async () => {
    const res = await postListing(ctx, seller);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().images[0] });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('accepts brand, type and condition as top-level fields and images[]', async () => {
    const { meta: _meta, ...fields } = validFields;
    const res = await postListing(ctx, seller, { ...fields, brand: 'Tecno', condition: 'New', promotion: 'featured' }, [
      photo(await jpeg(), 'a.jpg', 'images[]'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      brand: 'Tecno',
      type: null,
      condition: 'New',
      promotion: 'NONE',
      meta: { brand: 'Tecno', type: null, condition: 'New' },
    });
  });

  it('lets an admin post', async () => {
    const admin = await createUser(ctx, { userType: 'ADMIN' });
    expect((await postListing(ctx, admin)).statusCode).toBe(201);
  });

  it("refuses customers and couriers with a detail naming 'sellers'", async () => {
    for (const type of ['CUSTOMER', 'COURIER'] as const) {
      const user = await createUser(ctx, { userType: type });
      const before = await countListings();
      const res = await postListing(ctx, user);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe("Only user type 'sellers' can post listings.");
      expect(res.json().detail).toContain('sellers');
      expect(await countListings()).toBe(before);
    }
  });

  it('answers 401 without a token, and with a bad one', async () => {
    expect((await postListing(ctx, null)).statusCode).toBe(401);
    const res = await postListing(ctx, { auth: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
  });

  it('reports every missing field with the spec messages', async () => {
    const res = await postListing(ctx, seller, {}, []);
    expect(res.statusCode).toBe(422);
    const msgs = issues(res.json()).map((issue) => [issue.loc.join('.'), issue.msg]);
    expect(msgs).toEqual(
      expect.arrayContaining([
        ['body.title', 'Title is required.'],
        ['body.description', 'Description is required.'],
        ['body.price', 'Price is required.'],
        ['body.category', 'Category is required.'],
        ['body.sub_category', 'Sub-category is required.'],
        ['body.images', 'At least one image is required.'],
      ]),
    );
    expect(msgs).toHaveLength(6);
  });

  it.each([
    ['title', { title: '  ab  ' }, M.titleMin],
    ['title', { title: '   ' }, M.titleRequired],
    ['description', { description: 'too short' }, 'Description must be at least 10 characters.'],
    ['price', { price: 'abc' }, 'Price must be a number.'],
    ['price', { price: '0' }, 'Price must be greater than 0.'],
    ['price', { price: '-5' }, 'Price must be greater than 0.'],
    ['price', { price: '10.999' }, M.priceDecimals],
    ['category', { category: 'Spaceships' }, M.categoryUnknown],
    ['sub_category', { sub_category: 'Cars' }, M.subCategoryMismatch],
    ['condition', { meta: JSON.stringify({ condition: 'Broken' }) }, M.condition],
    ['promotion', { promotion: 'MEGA' }, M.promotion],
    ['region', { region: 'Lagos' }, M.region],
    ['meta', { meta: '{not json' }, M.meta],
  ])('rejects a bad %s', async (field, change, message) => {
    const res = await postListing(ctx, seller, { ...validFields, ...change });
    expect(res.statusCode).toBe(422);
    expect(messageFor(res.json(), field)).toEqual([message]);
  });

  it('rejects 6 images, and leaves no listing and no file', async () => {
    const before = { listings: await countListings(), files: storedFiles(ctx) };
    const res = await postListing(
      ctx,
      seller,
      validFields,
      (await distinctJpegs(6)).map((data, i) => photo(data, `p${i}.jpg`)),
    );
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())).toEqual([expect.objectContaining({ loc: ['body', 'images'], msg: 'Maximum 5 images allowed.' })]);
    expect(await countListings()).toBe(before.listings);
    expect(storedFiles(ctx)).toEqual(before.files);
  });

  it('rejects more files than the parser takes with the same message', async () => {
    const res = await postListing(
      ctx,
      seller,
      validFields,
      (await distinctJpegs(8)).map((data, i) => photo(data, `p${i}.jpg`)),
    );
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())[0]?.msg).toBe('Maximum 5 images allowed.');
  });

  it('counts a photo sent under both images and images[] once', async () => {
    const image = await jpeg(44, 33);
    const res = await postListing(ctx, seller, validFields, [photo(image, 'a.jpg', 'images'), photo(image, 'a.jpg', 'images[]')]);
    expect(res.statusCode).toBe(201);
    expect(res.json().images).toHaveLength(1);
  });

  it('rejects a truncated photo whose header looks fine', async () => {
    const whole = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .jpeg()
      .toBuffer();
    const res = await postListing(ctx, seller, validFields, [photo(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg')]);
    expect(res.statusCode).toBe(422);
    expect(issues(res.json())[0]?.loc).toEqual(['body', 'images', 0]);
  });

  it('rejects a text file named .jpg, even beside a real photo, and stores nothing', async () => {
    const before = { listings: await countListings(), files: storedFiles(ctx) };
    const fake = photo(Buffer.from('just some text, not a picture'), 'holiday.jpg');
    const res = await postListing(ctx, seller, validFields, [photo(await jpeg()), fake]);
    expect(res.statusCode).toBe(422);
    const [issue] = issues(res.json());
    expect(issue?.loc).toEqual(['body', 'images', 1]);
    expect(issue?.msg).toContain('holiday.jpg');
    expect(issue?.msg).toContain(M.imageType);
    expect(await countListings()).toBe(before.listings);
    expect(storedFiles(ctx)).toEqual(before.files);
  });

  it('answers 413 for a photo over 10 MB', async () => {
    const res = await postListing(ctx, seller, validFields, [photo(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'huge.jpg')]);
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe(M.imageTooLarge);
  });

  it('answers 415 for a JSON body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/classifieds/', headers: seller.auth, payload: validFields });
    expect(res.statusCode).toBe(415);
  });

  it('strips EXIF (GPS) from the stored photos', async () => {
    const withGps = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#963' } })
      .withExif({
        IFD0: { Make: 'PhoneCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const input = await sharp(withGps).metadata();
    expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)

    const res = await postListing(ctx, seller, validFields, [photo(withGps)]);
    expect(res.statusCode).toBe(201);
    for (const url of Object.values(res.json().image_variants[0]).filter((value) => typeof value === 'string')) {
      const stored = await ctx.deps.storage.get(keyOf(url as string));
      const meta = await sharp(stored!).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.format).toBe('webp');
    }
  });

  it('turns photos upright from their EXIF orientation', async () => {
    const sideways = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#369' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const res = await postListing(ctx, seller, validFields, [photo(sideways)]);
    expect(res.statusCode).toBe(201);
    const variant = res.json().image_variants[0];
    expect(variant).toMatchObject({ width: 20, height: 40 });
    const stored = await sharp((await ctx.deps.storage.get(keyOf(variant.medium)))!).metadata();
    expect(stored.width).toBeLessThan(stored.height!);
    expect(stored.orientation).toBeUndefined();
  });

  it('stores the photos in order with their listing', async () => {
    const res = await postListing(ctx, seller, validFields, [photo(await jpeg(50, 50, '#111')), photo(await jpeg(80, 40, '#eee'))]);
    const rows = await ctx.deps.db
      .select()
      .from(listingImages)
      .where(eq(listingImages.listingId, res.json().id))
      .orderBy(listingImages.position);
    expect(rows.map((row) => [row.position, row.width, row.height])).toEqual([
      [0, 50, 50],
      [1, 80, 40],
    ]);
  });
});
