import { and, asc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingImages, listings, users } from '@dwa/db/schema';
import type { Listing } from '@dwa/shared/listings';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { keyOf, photo } from '../../../test/factories/images';
import { createListing, insertListing, postListing, validFields } from '../../../test/factories/listings';
import { SITEMAP_PAGES } from './sitemap';
import { createUser, type TestUser } from '../../../test/factories/users';
import { multipart } from '../../../test/multipart';
import errorsPlugin from '../../plugins/errors';
import { listingHead, renderHead } from './head';
import { previewKeyOf } from './preview-image';
import seoRoutes from './seo.routes';
import { createSeoService } from './seo.service';

// robots.txt, the sitemap and the link-preview pictures, through the app as a crawler meets them.

const SITE = 'https://dwa.example';
let ctx: TestContext;
let seller: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ config: { publicUrl: SITE } });
  seller = await createUser(ctx, { userType: 'SELLER', name: 'Kwame Asante' });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

/** The <loc> values of a sitemap or an index, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
const listingIdsIn = (xml: string) =>
  locs(xml).flatMap((loc) => {
    const id = /\/listing\/(\d+)$/.exec(loc ?? '')?.[1];
    return id ? [Number(id)] : [];
  });

/** A photo of a given size, so the stored variants and the preview have something to cut. */
async function picture(width: number, height: number): Promise<Buffer> {
  const half = Math.round(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#1e6fd9' } })
    .composite([
      {
        input: await sharp({ create: { width: half, height, channels: 3, background: '#f2b705' } })
          .png()
          .toBuffer(),
        left: half,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}

/** The mean red and blue of a 100 px wide strip of a picture. */
async function strip(image: Buffer, left: number): Promise<{ red: number; blue: number }> {
  const part = await sharp(image).extract({ left, top: 0, width: 100, height: 630 }).toBuffer();
  const { channels } = await sharp(part).stats();
  return { red: channels[0]!.mean, blue: channels[2]!.mean };
}

async function listingWithPhoto(fields: Partial<typeof validFields> = {}, image?: Buffer): Promise<number> {
  const res = await postListing(ctx, seller, { ...validFields, ...fields }, [photo(image ?? (await picture(1600, 1200)))]);
  if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: number }).id;
}

describe('GET /robots.txt', () => {
  it('lets crawlers in to the public pages and the preview pictures, keeps them out of the API and private pages, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Allow: /api/v1/classifieds/*/preview.jpg');
    for (const path of ['/api/', '/admin', '/account', '/messages', '/cart', '/checkout', '/orders/', '/wishlist', '/post-listing']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const open of ['/', '/classifieds', '/listings', '/listing/', '/delivery']) expect(lines).not.toContain(`Disallow: ${open}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('without PUBLIC_URL, names the sitemap on the host asked, varies by host, and does not echo a Host that is not a host name', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'dwa.local:8080' } });
      expect(res.body).toContain('Sitemap: http://dwa.local:8080/sitemap.xml');
      expect(res.headers.vary).toMatch(/host/i);
      const forged = await bare.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example/<x>' } });
      expect(forged.statusCode).toBe(200);
      expect(forged.body).toContain('Sitemap: http://localhost/sitemap.xml');
      expect(forged.body).not.toContain('evil');
    } finally {
      await bare.close();
    }
  });
});

describe('GET /sitemap.xml', () => {
  let visible: number[];
  let hidden: number[];

  beforeAll(async () => {
    const gone = await createUser(ctx, { userType: 'SELLER', name: 'Gone Seller' });
    visible = [
      await insertListing(ctx, seller, { title: 'Visible chair' }),
      await insertListing(ctx, seller, { title: 'Visible table' }),
      await createListing(ctx, seller),
    ];
    hidden = [
      await insertListing(ctx, seller, { status: 'inactive' }),
      await insertListing(ctx, seller, { status: 'pending' }),
      await insertListing(ctx, gone, { title: 'Of a deactivated seller' }),
    ];
    await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    await ctx.deps.db
      .update(listings)
      .set({ updatedAt: new Date('2026-04-05T06:07:08.000Z') })
      .where(eq(listings.id, visible[0]!));
  });

  it('lists the public pages and every public listing, with lastmod from updated_at, as XML cached for an hour', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(
      res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(locs(res.body).slice(0, SITEMAP_PAGES.length)).toEqual([
      `${SITE}/`,
      `${SITE}/classifieds`,
      `${SITE}/listings`,
      `${SITE}/ecommerce`,
      `${SITE}/delivery`,
    ]);
    const ids = listingIdsIn(res.body);
    for (const id of visible) expect(ids).toContain(id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(res.body).toContain(`<url><loc>${SITE}/listing/${visible[0]}</loc><lastmod>2026-04-05T06:07:08.000Z</lastmod></url>`);
  });

  it('leaves out inactive and pending listings and those of a deactivated seller', async () => {
    const ids = listingIdsIn((await get('/sitemap.xml')).body);
    for (const id of hidden) expect(ids).not.toContain(id);
    // Exactly what anyone may see: every active listing of an active seller, in id order.
    const open = await ctx.deps.db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.userId))
      .where(and(eq(listings.status, 'active'), eq(users.isActive, true)))
      .orderBy(asc(listings.id));
    expect(ids).toEqual(open.map((row) => row.id));
  });

  it('one page of listings only: /sitemap-listings-1.xml is the same file, page 2 does not exist, and a page that is not a number is refused', async () => {
    const root = await get('/sitemap.xml');
    const first = await get('/sitemap-listings-1.xml');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(root.body);
    const past = await get('/sitemap-listings-2.xml');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ detail: 'No such sitemap page.' });
    expect(past.headers['cache-control']).toBeUndefined();
    const bad = await get('/sitemap-listings-abc.xml');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0]).toMatchObject({ loc: ['path', 'page'] });
  });

  describe('past the page size', () => {
    const PAGE = 5;
    let mini: ReturnType<typeof Fastify>;

    beforeAll(async () => {
      // The same routes and service, on the same database, with 5 URLs a file and 2 rows a query;
      // an origin with characters XML must escape.
      mini = Fastify().withTypeProvider<ZodTypeProvider>();
      mini.setValidatorCompiler(validatorCompiler);
      mini.setSerializerCompiler(serializerCompiler);
      await mini.register(errorsPlugin);
      const seo = createSeoService({
        listings: ctx.app.services.listings,
        storage: ctx.deps.storage,
        log: ctx.app.log,
        publicUrl: `${SITE}/m?a=1&b=<2>`,
        sitemapPageSize: PAGE,
        sitemapChunk: 2,
      });
      await mini.register(seoRoutes, { seo });
      await mini.ready();
      for (let i = 0; i < 5; i += 1) visible.push(await insertListing(ctx, seller, { title: `More ${i}` }));
    });
    afterAll(() => mini.close());

    it('becomes an index of /sitemap-listings-<n>.xml files of at most that many URLs each, which together list every URL once', async () => {
      const origin = `${SITE}/m?a=1&amp;b=&lt;2&gt;`;
      const index = await mini.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      expect(index.body).not.toContain('<urlset');
      const public_ = listingIdsIn((await get('/sitemap.xml')).body);
      const total = SITEMAP_PAGES.length + public_.length;
      const pages = Math.ceil(total / PAGE);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(locs(index.body)).toEqual(Array.from({ length: pages }, (_, i) => `${origin}/sitemap-listings-${i + 1}.xml`));

      const seen: (string | undefined)[] = [];
      for (let page = 1; page <= pages; page += 1) {
        const res = await mini.inject({ method: 'GET', url: `/sitemap-listings-${page}.xml` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.body).toContain('<urlset');
        const urls = locs(res.body);
        expect(urls.length).toBe(page < pages ? PAGE : total - PAGE * (pages - 1));
        seen.push(...urls);
        // Escaped once, the origin's & and < never appear raw.
        expect(res.body.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&]|<(?!\/?(url|loc|lastmod|urlset)\b|\?xml)/);
      }
      expect(seen.slice(0, SITEMAP_PAGES.length)).toEqual(SITEMAP_PAGES.map((path) => `${origin}${path}`));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.slice(SITEMAP_PAGES.length)).toEqual(public_.map((id) => `${origin}/listing/${id}`));
      expect((await mini.inject({ method: 'GET', url: `/sitemap-listings-${pages + 1}.xml` })).statusCode).toBe(404);
      expect((await mini.inject({ method: 'GET', url: '/sitemap-listings-0.xml' })).statusCode).toBe(404);
    });
  });
});

describe('GET /api/v1/classifieds/{id}/preview.jpg', () => {
  it('answers a 1200x630 JPEG cut from the first photo, without metadata, cached for a day, and keeps it', async () => {
    const id = await listingWithPhoto();
    const res = await get(`/api/v1/classifieds/${id}/preview.jpg`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630, channels: 3 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    // Both halves of the photo are in the picture (a cover crop, not one colour's corner): blue on the left, yellow on the right.
    const left = await strip(res.rawPayload, 0);
    expect(left.blue).toBeGreaterThan(left.red);
    const right = await strip(res.rawPayload, 1100);
    expect(right.red).toBeGreaterThan(right.blue);

    // Kept in the storage under the photo's key, and served from there next time.
    const detail = (await get(`/api/v1/classifieds/${id}`)).json() as Listing;
    const imageKey = keyOf(detail.image_variants[0]!.large).replace(/-1280\.webp$/, '');
    const kept = await ctx.deps.storage.get(previewKeyOf(imageKey));
    expect(kept?.equals(res.rawPayload)).toBe(true);
    await ctx.deps.storage.put(previewKeyOf(imageKey), Buffer.from('kept'), 'image/jpeg');
    expect((await get(`/api/v1/classifieds/${id}/preview.jpg`)).body).toBe('kept');
  });

  it('a new first photo makes a new picture', async () => {
    const id = await listingWithPhoto({}, await picture(800, 800));
    const before = (await get(`/api/v1/classifieds/${id}/preview.jpg`)).rawPayload;
    const form = await multipart({ keep_images: '[]' }, [photo(await picture(1300, 400))]);
    const edit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/classifieds/${id}`,
      headers: { ...form.headers, ...seller.auth },
      payload: form.payload,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(`/api/v1/classifieds/${id}/preview.jpg`);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before)).toBe(false);
    expect(await sharp(after.rawPayload).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it('404 for an unknown, inactive, pending or photo-less listing, or a deactivated seller’s; 422 for an id that is not a number', async () => {
    const gone = await createUser(ctx, { userType: 'SELLER' });
    const ofGone = await insertListing(ctx, gone, { images: 1 });
    await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const inactive = await listingWithPhoto();
    await ctx.deps.db.update(listings).set({ status: 'inactive' }).where(eq(listings.id, inactive));
    const cases: [number | string, number, string][] = [
      [999_999, 404, 'Listing not found'],
      [inactive, 404, 'Listing not found'],
      [await insertListing(ctx, seller, { status: 'pending', images: 1 }), 404, 'Listing not found'],
      [ofGone, 404, 'Listing not found'],
      [await insertListing(ctx, seller), 404, 'This listing has no photo.'],
      // A photo row whose files are missing from the storage.
      [await insertListing(ctx, seller, { images: 1 }), 404, 'This listing has no photo.'],
    ];
    for (const [id, status, detail] of cases) {
      const res = await get(`/api/v1/classifieds/${id}/preview.jpg`);
      expect(res.statusCode, `${id}`).toBe(status);
      expect(res.json()).toMatchObject({ detail });
      expect(res.headers['cache-control']).toBeUndefined();
    }
    for (const id of ['abc', '1.5', '-3']) {
      const res = await get(`/api/v1/classifieds/${id}/preview.jpg`);
      expect(res.statusCode, id).toBe(422);
      expect(res.json().detail[0]).toMatchObject({ loc: ['path', 'id'] });
    }
    const images = await ctx.deps.db.select().from(listingImages).where(eq(listingImages.listingId, inactive));
    expect(await ctx.deps.storage.get(previewKeyOf(images[0]!.storageKey))).toBeNull();
  });

  it('is in the OpenAPI document as a JPEG', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, { get?: { responses?: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const op = doc.paths['/api/v1/classifieds/{id}/preview.jpg']?.get;
    expect(op).toBeDefined();
    expect(Object.keys(op?.responses?.['200']?.content ?? {})).toEqual(['image/jpeg']);
    expect(doc.paths['/robots.txt']).toBeUndefined();
  });
});

describe('the head of a real listing answer', () => {
  it('escapes a title with & < > and quotes, and maps the public answer to Product JSON-LD', async () => {
    const title = `Tom & Jerry <b>"DVD"</b> </script><script>x()</script>`;
    const id = await listingWithPhoto({ title, price: '1850.5', meta: JSON.stringify({ brand: 'Acme', type: 'DVD', condition: 'New' }) });
    const answer = (await get(`/api/v1/classifieds/${id}`)).json() as Listing;
    const html = renderHead(listingHead(answer, SITE), SITE);
    expect(html).toContain(
      `<title>Tom &amp; Jerry &lt;b&gt;&quot;DVD&quot;&lt;/b&gt; &lt;/script&gt;&lt;script&gt;x()&lt;/script&gt; | GHC 1,850.50 | Dwa</title>`,
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>', html.indexOf('<script')) + 1, html.indexOf('</script>'));
    expect(json).not.toMatch(/[<>&]/);
    const product = JSON.parse(json) as Record<string, unknown>;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: title,
      sku: String(id),
      brand: { '@type': 'Brand', name: 'Acme' },
      itemCondition: 'https://schema.org/NewCondition',
      offers: {
        price: '1850.50',
        priceCurrency: 'GHS',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'Person', name: 'Kwame Asante' },
        url: `${SITE}/listing/${id}`,
      },
    });
    expect(product.image).toEqual([expect.stringMatching(new RegExp(`^${SITE}/static/listings/[\\w-]+-1280\\.webp$`))]);
    // The og:image it names is served.
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^${SITE}/api/v1/classifieds/${id}/preview\\.jpg\\?v=`));
    const served = await get(image!.replace(SITE, '').replace(/&amp;/g, '&'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });
});
