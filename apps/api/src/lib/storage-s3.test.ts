import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { allStoredFiles, jpeg, keyOf, photo } from '../../test/factories/images';
import { postListing, validFields } from '../../test/factories/listings';
import { createUser, type TestUser } from '../../test/factories/users';
import { startLocalS3 } from '../../test/local-s3';
import { multipart } from '../../test/multipart';
import { copyDiskToS3, createS3Storage, type S3Storage } from './storage-s3';

// STORAGE=s3 end to end, on an s3rver this file starts on a free port: an app whose uploads go to the
// bucket and come back through /static, the redirect to S3_PUBLIC_URL, the readiness probe, and the
// command that copies the uploads already on the disk into the bucket.

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let bucket: S3Storage;
beforeAll(async () => {
  s3 = await startLocalS3();
  bucket = createS3Storage(s3.config);
});
afterAll(async () => {
  bucket?.close();
  await s3?.close();
});

describe('an app with STORAGE=s3', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let images: string[];
  beforeAll(async () => {
    ctx = await createTestApp({ config: { storage: s3.config } });
    seller = await createUser(ctx, { userType: 'SELLER' });
    const res = await postListing(ctx, seller, validFields, [photo(await jpeg(1600, 1200))]);
    expect(res.statusCode).toBe(201);
    images = res.json().images;
  });
  afterAll(() => ctx?.close());

  it("stores a listing's photos in the bucket, none on the disk, at the same /static URLs", async () => {
    expect(images[0]).toMatch(/^\/static\/listings\/[\w-]+-640\.webp$/);
    expect(await bucket.exists(keyOf(images[0]!))).toBe(true);
    for (const width of [320, 1280]) expect(await bucket.exists(keyOf(images[0]!).replace('-640', `-${width}`))).toBe(true);
    expect(allStoredFiles(ctx)).toEqual([]);
  });

  it("serves a photo from the bucket with its content type and the uploads' cache headers", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: images[0]! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.rawPayload.equals((await bucket.get(keyOf(images[0]!)))!)).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answers HEAD with the headers only, and a known ETag with 304', async () => {
    const head = await ctx.app.inject({ method: 'HEAD', url: images[0]! });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.rawPayload.length).toBe(0);
    const etag = head.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await ctx.app.inject({ method: 'GET', url: images[0]!, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers a missing or unsafe key with 404, as the disk does', async () => {
    for (const url of [
      '/static/listings/gone-320.webp',
      '/static/listings',
      '/static/listings/..%2f..%2fjwt-secret',
      '/static/listings/.hidden',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ detail: 'Not Found' });
    }
    // A path that leaves /static is no longer an upload at all (the web app's page, at most).
    for (const url of ['/static/../../etc/passwd', '/static/%2e%2e/%2e%2e/etc/passwd']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain(ctx.deps.config.jwtSecret);
    }
  });

  it('stores a profile picture in the bucket and serves it', async () => {
    const user = await createUser(ctx);
    const form = await multipart({}, [
      { field: 'profile_picture', filename: 'me.jpg', contentType: 'image/jpeg', data: await jpeg(400, 400) },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile-picture/upload',
      payload: form.payload,
      headers: { ...form.headers, ...user.auth },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const url = (await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: user.auth })).json().profile_picture as string;
    expect(url).toMatch(/^\/static\/profile_pictures\/.+\.webp$/);
    expect(await bucket.exists(keyOf(url))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
  });

  it('removes the photos from the bucket with the listing', async () => {
    const res = await postListing(ctx, seller, validFields, [photo(await jpeg(800, 600))]);
    const key = keyOf(res.json().images[0]);
    expect(await bucket.exists(key)).toBe(true);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/classifieds/${res.json().id}`, headers: seller.auth });
    expect(del.statusCode).toBeLessThan(300);
    expect(await bucket.exists(key)).toBe(false);
  });

  it('is ready with the bucket answering', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checks).toContainEqual(expect.objectContaining({ name: 'storage', status: 'up' }));
  });
});

describe('STORAGE=s3 with a missing bucket', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { storage: { ...s3.config, bucket: 'no-such-bucket' } } });
  });
  afterAll(() => ctx?.close());

  it('is not ready, and says the storage is why', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().failed).toEqual(['storage']);
    expect(JSON.stringify(res.json())).toContain('does not exist');
  });
});

describe('STORAGE=s3 with S3_PUBLIC_URL', () => {
  let ctx: TestContext;
  const publicUrl = 'https://media.dwa.example/uploads';
  beforeAll(async () => {
    ctx = await createTestApp({ config: { storage: { ...s3.config, publicUrl } } });
  });
  afterAll(() => ctx?.close());

  it("redirects /static/<key> to the bucket's public address, and lets pages show images from there", async () => {
    await ctx.deps.storage.put('listings/pub-320.webp', Buffer.from('x'), 'image/webp');
    const res = await ctx.app.inject({ method: 'GET', url: '/static/listings/pub-320.webp' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${publicUrl}/listings/pub-320.webp`);
    // The answers keep naming /static paths: the same URLs whichever store holds the file.
    expect(ctx.deps.storage.url('listings/pub-320.webp')).toBe('/static/listings/pub-320.webp');
    const page = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/media\.dwa\.example[;\s]/);
  });
});

describe('copying the uploads on the disk into the bucket', () => {
  let uploads: string;
  beforeAll(() => {
    uploads = join(mkdtempSync(join(tmpdir(), 'dwa-copy-')), 'uploads');
    mkdirSync(join(uploads, 'listings'), { recursive: true });
    mkdirSync(join(uploads, 'profile_pictures'), { recursive: true });
    mkdirSync(join(uploads, 'previews', 'listings'), { recursive: true });
    writeFileSync(join(uploads, 'listings', 'copy-a-320.webp'), Buffer.alloc(1000, 1));
    writeFileSync(join(uploads, 'listings', 'copy-a-640.webp'), Buffer.alloc(3000, 2));
    writeFileSync(join(uploads, 'profile_pictures', 'copy-me.webp'), Buffer.alloc(500, 3));
    writeFileSync(join(uploads, 'previews', 'listings', 'copy-a.jpg'), Buffer.alloc(700, 4));
    writeFileSync(join(uploads, 'listings', '.DS_Store'), 'junk');
  });
  afterAll(() => rmSync(join(uploads, '..'), { recursive: true, force: true }));

  it('copies every upload under its key with its content type, skips what is not one, and copies nothing twice', async () => {
    const prefix = await copyDiskToS3(uploads, bucket);
    expect(prefix).toEqual({ copied: 4, bytes: 5200, present: 0, skipped: ['listings/.DS_Store'] });
    expect((await bucket.get('listings/copy-a-640.webp'))?.equals(Buffer.alloc(3000, 2))).toBe(true);
    expect(await bucket.open('previews/listings/copy-a.jpg').then((found) => (found?.body.destroy(), found?.contentType))).toBe(
      'image/jpeg',
    );
    expect(await bucket.open('profile_pictures/copy-me.webp').then((found) => (found?.body.destroy(), found?.contentType))).toBe(
      'image/webp',
    );

    expect(await copyDiskToS3(uploads, bucket)).toMatchObject({ copied: 0, present: 4 });

    // A file that changed (or a copy cut short) is copied again.
    writeFileSync(join(uploads, 'listings', 'copy-a-320.webp'), Buffer.alloc(1200, 5));
    expect(await copyDiskToS3(uploads, bucket)).toMatchObject({ copied: 1, bytes: 1200, present: 3 });
  });

  it('copies nothing from a data folder without uploads', async () => {
    expect(await copyDiskToS3(join(uploads, 'nothing-here'), bucket)).toEqual({ copied: 0, bytes: 0, present: 0, skipped: [] });
  });

  it('runs as `npm run cli -- storage:copy-to-s3`, reporting its counts, and again without copying twice', async () => {
    const dataDir = join(uploads, '..');
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.config.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    writeFileSync(join(uploads, 'listings', 'cli-b-320.webp'), Buffer.alloc(2048, 6));
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'storage:copy-to-s3'], {
        cwd: join(import.meta.dirname, '../..'),
        env,
      });
    const first = await run();
    expect(first.stdout).toContain('Copied 1 files (0.0 MB); 4 already in the bucket.');
    expect(first.stdout).toContain('Skipped 1 files that are not uploads: listings/.DS_Store');
    expect(await bucket.exists('listings/cli-b-320.webp')).toBe(true);
    expect((await run()).stdout).toContain('Copied 0 files (0.0 MB); 5 already in the bucket.');

    const refused = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'storage:copy-to-s3'], {
      cwd: join(import.meta.dirname, '../..'),
      env: { ...env, STORAGE: 'disk' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toContain('Set STORAGE=s3');
  }, 120_000);
});
