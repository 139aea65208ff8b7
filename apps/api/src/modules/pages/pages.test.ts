import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { buildWeb } from '../../../test/web-build';
import { createPageRenderer } from './pages.renderer';
import { insertListing } from '../../../test/factories/listings';
import { createUser, type TestUser } from '../../../test/factories/users';
import { eq } from 'drizzle-orm';
import { listings } from '@dwa/db/schema';

// The public pages rendered on the server (issue 15): real HTML with the page's content, preview
// tags, the state the browser hydrates from, 404 for a listing nobody may see, nothing private.

let webDist: string;
let ctx: TestContext;
let seller: TestUser;
let active: number;
let hostile: number;
let inactive: number;

const HOSTILE_TITLE = `Chair "best" </script><script>alert(1)</script> & <b>co</b>`;

beforeAll(async () => {
  webDist = await buildWeb();
  ctx = await createTestApp({ config: { webDist } });
  seller = await createUser(ctx, { userType: 'SELLER' });
  active = await insertListing(ctx, seller, {
    title: 'Kente cloth, 6 yards',
    price: 1250,
    description: 'Handwoven in Bonwire.',
    images: 2,
  });
  hostile = await insertListing(ctx, seller, { title: HOSTILE_TITLE, price: 80 });
  inactive = await insertListing(ctx, seller, { title: 'Old radio, sold', status: 'inactive' });
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
// jsdom parses the answers as a browser would (it ships without type declarations; this is the part used).
type Jsdom = { JSDOM: new (html: string) => { window: { document: Document } } };
const jsdomModule = 'jsdom';
const { JSDOM } = (await import(/* @vite-ignore */ jsdomModule)) as Jsdom;
const documentOf = (html: string) => new JSDOM(html).window.document;
/** What the boot script loads after the first paint (ADR 088): the files to preload, in order, and the entry. */
const bootOf = (doc: Document) =>
  JSON.parse(doc.getElementById('dwa-boot')?.textContent ?? 'null') as { preload: string[]; entry: string; islands?: string } | null;
/** Every script file the page loads: the entry and its preloads. */
const scriptFilesOf = (doc: Document) => {
  const boot = bootOf(doc);
  return boot ? [boot.entry, ...boot.preload] : [];
};
const stateOf = (doc: Document) =>
  JSON.parse(doc.getElementById('dwa-state')?.textContent ?? 'null') as {
    queries: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
  } | null;

describe('a listing page', () => {
  it('answers the listing itself in HTML: title, price, preview tags, Product JSON-LD and the state to hydrate', async () => {
    const res = await get(`/listing/${active}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const doc = documentOf(res.body);
    const root = doc.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('Kente cloth, 6 yards');
    expect(root?.textContent).toContain('1,250');
    expect(doc.title).toContain('Kente cloth, 6 yards');
    expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain('Kente cloth, 6 yards');
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toMatch(new RegExp(`/listing/${active}$`));
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`/listing/${active}$`));
    expect(doc.querySelector('meta[name="twitter:card"]')).not.toBeNull();
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    const jsonLd = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@type'?: string;
      name?: string;
      offers?: unknown;
    };
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.name).toBe('Kente cloth, 6 yards');
    expect(jsonLd.offers).toMatchObject({ priceCurrency: 'GHS', price: '1250.00', availability: 'https://schema.org/InStock' });
    const state = stateOf(doc);
    expect(state?.queries.queries.some((query) => (query.state.data as { id?: number } | undefined)?.id === active)).toBe(true);
  });

  it("writes whole addresses in its links before any script runs: the seller's WhatsApp text names the site (ADR 050)", async () => {
    const doc = documentOf((await get(`/listing/${active}`)).body);
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    expect(canonical).toMatch(/^https?:\/\/[^/]+\/listing\/\d+$/);
    const whatsapp = [...doc.querySelectorAll('a[href^="https://wa.me/233"]')].map((link) =>
      new URL(link.getAttribute('href') ?? '').searchParams.get('text'),
    );
    expect(whatsapp).toEqual([`Hello, I saw your ad "Kente cloth, 6 yards" on Dwa. Is it still available?\n${canonical}`]);
    // The browser hydrates with the same origin (the page's state), so its first render agrees.
    expect((stateOf(doc) as { origin?: string } | null)?.origin).toBe(new URL(canonical).origin);
  });

  it('names every file the page needs in the HTML (one round of requests, no chain of lazy chunks)', async () => {
    const doc = documentOf((await get(`/listing/${active}`)).body);
    const preloads = bootOf(doc)?.preload ?? [];
    expect(preloads.some((href) => /\/assets\/listing-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.some((href) => /\/assets\/general-layout-[\w-]+\.js$/.test(href))).toBe(true);
    expect(bootOf(doc)?.entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(doc.querySelector('link[rel="stylesheet"][href^="/assets/"]')).not.toBeNull();
  });

  it('holds no script back from the first paint: the entry and its preloads are listed in #dwa-boot, in order (ADR 088)', async () => {
    const template = readFileSync(join(webDist, 'index.html'), 'utf8');
    const templateEntry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template)?.[1];
    const templatePreloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(templateEntry).toBeTruthy();
    expect(templatePreloads.length).toBeGreaterThan(0);
    for (const url of ['/', '/classifieds', `/listing/${active}`]) {
      const doc = documentOf((await get(url)).body);
      expect(doc.querySelector('script[src], script[type="module"]'), url).toBeNull();
      expect(doc.querySelector('link[rel="modulepreload"], link[rel="preload"][as="script"]'), url).toBeNull();
      const boot = bootOf(doc);
      expect(boot?.entry, url).toBe(templateEntry);
      // The template's own preloads first (the bundler's runtime, the shared chunk), then the page's.
      expect(boot?.preload.slice(0, templatePreloads.length), url).toEqual(templatePreloads);
      expect(new Set(boot?.preload).size, url).toBe(boot?.preload.length);
    }
    const listing = bootOf(documentOf((await get(`/listing/${active}`)).body))!;
    expect(listing.preload.length).toBeGreaterThan(templatePreloads.length);
  });

  it("starts every page's app at the first touch; what moves by itself, the islands' script runs (ADR 099, 100)", async () => {
    for (const url of [
      '/',
      '/classifieds',
      `/listing/${active}`,
      '/listings?q=radio',
      '/delivery',
      `/seller/${seller.id}`,
      // Not the shop's first page: the shop's own test below renders that fresh, with its product.
      '/ecommerce?category=Vehicles',
      '/terms',
      '/privacy',
      '/no-such-page',
    ]) {
      const doc = documentOf((await get(url)).body);
      const boot = bootOf(doc);
      // Its worker is registered by the boot script: the app's code may never run there.
      expect(boot, url).toMatchObject({ start: 'intent', worker: '/sw.js' });
      // The carousels and a first visit's tour: the landing and the classifieds home, and only there.
      const moves = url === '/' || url === '/classifieds';
      expect(boot?.islands, url).toEqual(moves ? expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/) : undefined);
      expect(doc.querySelector('[data-carousel]') !== null, url).toBe(url === '/classifieds' || url === '/');
    }
    // A listing's parts loaded on demand (its buy box, its seller card) are fetched ahead as well.
    const listing = bootOf(documentOf((await get(`/listing/${active}`)).body)) as { preload: string[]; parts?: string[] };
    expect(listing.parts?.some((file) => /\/assets\/buy-box-[\w-]+\.js$/.test(file))).toBe(true);
    expect(listing.parts?.filter((file) => listing.preload.includes(file))).toEqual([]);
  });

  it("writes a first visit's tour after the page, every step as the app draws it, in the page's language (ADR 100)", async () => {
    for (const [url, steps, first] of [
      ['/', 4, 'landing_tour'],
      ['/classifieds', 9, 'classifieds_tour'],
    ] as const) {
      const doc = documentOf((await get(url)).body);
      const template = doc.querySelector<HTMLTemplateElement>('template#dwa-tour');
      // Outside #root: React hydrates nothing of it.
      expect(template?.closest('#root'), url).toBeNull();
      expect(template?.dataset, url).toMatchObject({ stepKey: `${first}_step`, seenKey: `${first}_seen` });
      const dialogs = [...(template?.content.querySelectorAll('[role="dialog"]') ?? [])];
      expect(dialogs, url).toHaveLength(steps);
      dialogs.forEach((dialog, index) => {
        expect(dialog.textContent, url).toContain(`Step ${index + 1} of ${steps}`);
        expect(doc.getElementById(dialog.getAttribute('data-tour-target') ?? ''), url).not.toBeNull();
        expect(dialog.querySelector('[data-tour-action="next"]')?.textContent, url).toBe(index === steps - 1 ? 'Finish' : 'Next');
        expect(dialog.querySelectorAll('[data-tour-action="end"]'), url).toHaveLength(2);
        // Its own ids, none of them the page's.
        const labelled = dialog.getAttribute('aria-labelledby') ?? '';
        expect(dialog.querySelector(`[id="${labelled}"]`), url).not.toBeNull();
        expect(doc.getElementById(labelled), url).toBeNull();
      });
    }
    const french = documentOf((await get('/classifieds', { cookie: 'dwa_lang=fr' })).body);
    expect(french.querySelector<HTMLTemplateElement>('template#dwa-tour')?.content.textContent).toContain('Étape 1 sur 9');
    for (const url of [`/listing/${active}`, '/delivery'])
      expect(documentOf((await get(url)).body).querySelector('template'), url).toBeNull();
  });

  it("serves the islands' script as a small file of its own that imports none of the app", async () => {
    const islands = bootOf(documentOf((await get('/classifieds')).body))?.islands ?? '';
    const res = await get(islands, { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/javascript/);
    expect(res.rawPayload.length).toBeLessThan(2_500);
    const source = brotliDecompressSync(res.rawPayload).toString('utf8');
    const imports = [...source.matchAll(/from\s*"\.\/([\w-]+)\.js"/g)].map((match) => match[1]);
    expect(
      imports.every((name) => name?.startsWith('rolldown-runtime-')),
      imports.join(),
    ).toBe(true);
  });

  it("allows each of the document's inline scripts by its hash in the CSP, and no other (the boot script among them)", async () => {
    const res = await get(`/listing/${active}`);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    const inline = [...documentOf(res.body).querySelectorAll('script:not([src])')]
      .filter((script) => !script.getAttribute('type'))
      .map((script) => script.textContent ?? '');
    expect(inline.some((body) => body.includes("getElementById('dwa-boot')"))).toBe(true);
    const hashes = inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    expect(
      scriptSrc
        .split(' ')
        .filter((source) => source.startsWith("'sha256-"))
        .sort(),
    ).toEqual(hashes.sort());
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('names few files: what every page shares (React, the router, the query cache, i18n) is one (ADR 052)', async () => {
    const scriptsOf = async (url: string) => new Set(scriptFilesOf(documentOf((await get(url)).body)));
    // The landing: its entry, the shared file and the bundler's runtime (21 files before ADR 052 on
    // Explore, 14 on the landing).
    expect((await scriptsOf('/')).size).toBeLessThanOrEqual(4);
    expect((await scriptsOf(`/listing/${active}`)).size).toBeLessThanOrEqual(10);
  });

  it('keeps the validator (zod, the shared schemas) off the first load of the public pages', async () => {
    // Forms load it with their own chunk; a constant imported from a schemas file once put zod and
    // every listing message on Explore's first load (158 KiB of JavaScript against a 130 KiB budget).
    for (const url of ['/', '/classifieds', '/listings', `/listing/${active}`]) {
      const files = scriptFilesOf(documentOf((await get(url)).body));
      expect(files.length, url).toBeGreaterThan(2);
      for (const file of files) {
        const body = (await get(file)).body;
        expect(body.length, `${url}: ${file}`).toBeGreaterThan(0);
        expect(body.includes('$ZodType'), `${url} loads zod with ${file}`).toBe(false);
      }
    }
  });

  it("renders with React's production build, whatever NODE_ENV the API runs in (`npm start` runs in development)", () => {
    const entry = readFileSync(join(webDist, '.server', 'entry-server.js'), 'utf8');
    // No choice left to make when it runs, and none of the development build's checks in it.
    expect(entry).not.toContain('process.env.NODE_ENV');
    expect(entry).not.toMatch(/\bjsxDEV\b|\bvalidateProperty\b/);
  });

  it('escapes a hostile title everywhere: no script of its own, the JSON still parses', async () => {
    const res = await get(`/listing/${hostile}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).not.toContain('<b>co</b>');
    const doc = documentOf(res.body);
    const scripts = [...doc.querySelectorAll('script')];
    // The theme script, the held-taps script (ADR 071), the boot script and the list of files it
    // loads (ADR 088), the JSON-LD and the state: nothing the title brought.
    expect(
      scripts
        .filter((script) => !script.type || script.type === 'text/javascript')
        .every((script) => !script.textContent?.includes('alert')),
    ).toBe(true);
    expect(scripts).toHaveLength(6);
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE_TITLE);
    expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')).toMatchObject({ name: HOSTILE_TITLE });
    expect(stateOf(doc)).not.toBeNull();
  });

  it('answers 404 with noindex for an inactive, an unknown and a malformed listing', async () => {
    for (const url of [`/listing/${inactive}`, '/listing/999999', '/listing/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      const doc = documentOf(res.body);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), url).toContain('noindex');
      expect(doc.getElementById('root')?.textContent, url).not.toContain('Old radio, sold');
      expect(doc.querySelector('script[type="application/ld+json"]'), url).toBeNull();
    }
  });

  it("is the same for everyone: an owner's token on the request changes nothing, and no private field is in it", async () => {
    const anonymous = await get(`/listing/${active}`);
    const owner = await get(`/listing/${active}`, { authorization: seller.auth.authorization });
    expect(owner.body).toBe(anonymous.body);
    expect(owner.body).not.toContain('"is_owner":true');
    expect(owner.body).not.toContain(seller.token);
    // What the owner's own read of it says (is_owner) never reaches the shared page.
    const ownersRead = await ctx.app.inject({ method: 'GET', url: `/api/v1/classifieds/${active}`, headers: seller.auth });
    expect(ownersRead.json()).toMatchObject({ is_owner: true });
    expect(owner.headers['cache-control']).toContain('public');
  });
});

describe('the wire', () => {
  it('sends the page compressed (brotli, else gzip) to a browser that takes it, the same page once opened', async () => {
    const plain = await get(`/listing/${active}`);
    const br = await get(`/listing/${active}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get(`/listing/${active}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it("puts the page's largest image first in <head>, before the stylesheets and scripts", async () => {
    const html = (await get(`/listing/${active}`)).body;
    const preloadAt = html.search(/<link rel="preload" as="image" fetchPriority="high"/);
    expect(preloadAt).toBeGreaterThan(-1);
    expect(preloadAt).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(preloadAt).toBeLessThan(html.indexOf('<script'));
    // Never inside the page's markup, where the browser would find it late.
    expect(html.slice(html.indexOf('<div id="root">'), html.indexOf('<div id="root">') + 200)).not.toContain('rel="preload"');
    expect(html.indexOf('<meta charset')).toBeLessThan(200);
  });
});

describe('fresh renders at once', () => {
  it('past the limit a page goes out as the app shell (null), while cached pages still come from the cache', async () => {
    const renderer = createPageRenderer({
      webDist,
      call: async (path) => {
        const answer = await ctx.app.inject({ method: 'GET', url: path });
        return new Response(answer.payload, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
      },
      headFor: () => '<title>Dwa</title>',
      maxFreshRenders: 1,
    });
    if (!renderer) throw new Error('the test build has no server entry');
    const first = renderer.render('/listings?q=kente');
    expect(first).not.toBeNull();
    expect(renderer.render('/listings?q=chair')).toBeNull();
    expect(renderer.render('/listings?q=kente')).toBe(first);
    const page = await first;
    expect(page && 'html' in page ? page.html : '').toContain('Kente cloth, 6 yards');
    const next = renderer.render('/listings?q=chair');
    expect(next).not.toBeNull();
    await next;
    await renderer.close();
  });

  it("says in Server-Timing how old the server's copy of a page is, for a signed-in person's browser (ADR 085)", async () => {
    const ageOf = (header: unknown) => Number(/^age;dur=(\d+)$/.exec(String(header))?.[1] ?? NaN);
    const url = `/listing/${active}?age-check=1`;
    const first = ageOf((await get(url)).headers['server-timing']);
    const again = ageOf((await get(url)).headers['server-timing']);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(again).toBeGreaterThanOrEqual(first);
    // The app's shell is no copy: no age.
    expect((await get('/messages')).headers['server-timing']).toBeUndefined();
  });

  it("renders the same page on a render thread as on the API's own thread (ADR 085)", async () => {
    const call = async (path: string) => {
      const answer = await ctx.app.inject({ method: 'GET', url: path });
      return new Response(answer.payload, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
    };
    const [threaded, inline] = [1, 0].map((renderThreads) =>
      createPageRenderer({ webDist, call, headFor: () => '<title>Dwa</title>', renderThreads }),
    );
    if (!threaded || !inline) throw new Error('the test build has no server entry');
    const pageOf = async (rendering: ReturnType<typeof threaded.render>) => {
      const page = await rendering;
      return page && 'html' in page ? page.html : '';
    };
    for (const url of ['/listings?q=kente', `/listing/${active}`, '/']) {
      const onThread = await pageOf(threaded.render(url, 'fr'));
      expect(onThread).toContain('<div id="root">');
      // The same but for the moments its queries were answered and dehydrated (the state's timestamps).
      const timeless = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '"$1":0');
      expect(timeless(onThread)).toBe(timeless(await pageOf(inline.render(url, 'fr'))));
    }
    await threaded.close();
  });
});

describe('the other public pages', () => {
  it('renders Explore with the first page of results for its query', async () => {
    const res = await get('/listings?q=kente');
    expect(res.statusCode).toBe(200);
    const doc = documentOf(res.body);
    expect(doc.getElementById('root')?.textContent).toContain('Kente cloth, 6 yards');
    expect(doc.getElementById('root')?.textContent).not.toContain('Old radio, sold');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toContain('/listings');
  });

  it('renders the landing, classifieds and delivery pages with their content and their own tags', async () => {
    for (const url of ['/', '/classifieds', '/delivery']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const doc = documentOf(res.body);
      expect(doc.querySelector('#root h1'), url).not.toBeNull();
      expect(doc.querySelector('nav[aria-label="Main"]'), url).not.toBeNull();
      expect(doc.title, url).toMatch(/Dwa/);
      expect(doc.querySelector('meta[property="og:title"]'), url).not.toBeNull();
      expect(doc.getElementById('dwa-state'), url).not.toBeNull();
    }
    expect(documentOf((await get('/classifieds')).body).getElementById('root')?.textContent).toContain('Kente cloth, 6 yards');
  });

  it("renders a seller's page: who they are, their active listings and their own tags; 404 for no such seller", async () => {
    const res = await get(`/seller/${seller.id}`);
    expect(res.statusCode).toBe(200);
    const doc = documentOf(res.body);
    const root = doc.getElementById('root')?.textContent ?? '';
    expect(doc.querySelector('#root h1')?.textContent).toBe(seller.name);
    expect(root).toContain('Kente cloth, 6 yards');
    expect(root).not.toContain('Old radio, sold');
    expect(doc.querySelector(`#root a[href="/listing/${active}"]`)).not.toBeNull();
    expect(doc.title).toBe(`${seller.name} | Dwa`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`/seller/${seller.id}$`));
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    // The browser hydrates from the seller and their listings as the server had them.
    const keys = stateOf(doc)?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys).toEqual(expect.arrayContaining([JSON.stringify(['reviews', 'seller', seller.id])]));
    for (const url of ['/seller/999999999', '/seller/abc', '/seller/0']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(documentOf(missing.body).querySelector('meta[name="robots"]')?.getAttribute('content'), url).toBe('noindex');
    }
  });

  it('renders the shop: its Buy Now products with their stock and links, its own tags, the state to hydrate', async () => {
    const product = await insertListing(ctx, seller, {
      title: 'Shea butter, 1 kg',
      price: 45,
      category: 'Fashion',
      subCategory: 'Accessories',
    });
    await ctx.deps.db.update(listings).set({ buyNow: true, quantity: 12 }).where(eq(listings.id, product));
    const res = await get('/ecommerce');
    expect(res.statusCode).toBe(200);
    const doc = documentOf(res.body);
    const root = doc.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('Shop');
    const card = [...(root?.querySelectorAll('article') ?? [])].find((article) => article.textContent?.includes('Shea butter, 1 kg'));
    expect(card?.textContent).toContain('12 in stock');
    expect(card?.querySelector(`a[href="/listing/${product}"]`)).not.toBeNull();
    expect(card?.querySelector('button')?.getAttribute('aria-label')).toBe('Add to Cart: Shea butter, 1 kg');
    // Only what can be bought now: a classified ad is not a product.
    expect(root?.textContent).not.toContain('Kente cloth, 6 yards');
    // The category chips are links: they work before any script runs.
    expect(root?.querySelector('nav a[href="/ecommerce?category=Fashion"]')).not.toBeNull();
    expect(doc.title).toBe('Shop | Dwa');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/ecommerce$/);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
    // The browser hydrates from the products as the server had them, as a visitor (ADR 102).
    const keys = stateOf(doc)?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys.some((key) => key.endsWith('"shop","products","anonymous",""]'))).toBe(true);

    const fashion = documentOf((await get('/ecommerce?category=Fashion')).body);
    expect(fashion.title).toBe('Fashion | Shop | Dwa');
    expect(fashion.querySelector('#products-heading')?.textContent).toBe('Fashion');
    expect(fashion.getElementById('root')?.textContent).toContain('Shea butter, 1 kg');
    expect(fashion.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/ecommerce\?category=Fashion$/);
    // Odd encodings and unknown categories are the whole shop, never an error.
    for (const url of [
      '/ecommerce?category=%FF',
      '/ecommerce?category=%E0%A4%A',
      '/ecommerce?category=Jobs%00',
      '/ecommerce?category[]=x',
    ]) {
      const odd = await get(url);
      expect(odd.statusCode, url).toBe(200);
      expect(documentOf(odd.body).title, url).toBe('Shop | Dwa');
    }
  });

  it('renders the Terms and Conditions and the Privacy Policy: readable without JavaScript, with their own tags', async () => {
    for (const [url, title] of [
      ['/terms', 'Terms and Conditions'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const doc = documentOf(res.body);
      expect(doc.querySelector('#root h1')?.textContent, url).toBe(title);
      expect(doc.title, url).toBe(`${title} | Dwa`);
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), url).toMatch(new RegExp(`${url}$`));
      expect(doc.querySelector('meta[name="robots"]'), url).toBeNull();
    }
    const privacy = documentOf((await get('/privacy')).body).getElementById('root')?.textContent ?? '';
    expect(privacy).toContain('Deleting your account');
    expect(privacy).toContain('Data Protection Act, 2012 (Act 843)');
    // In French: the title and the page's words translated, the text itself still English (and said so).
    const french = documentOf((await get('/terms', { cookie: 'dwa_lang=fr' })).body);
    expect(french.querySelector('#root h1')?.textContent).toBe('Conditions générales');
    expect(french.getElementById('root')?.textContent).toContain('Ce document n’existe pour l’instant qu’en anglais.');
  });

  it('leaves signed-in pages to the browser (the app shell, no state) and keeps its own files private', async () => {
    const shell = await get('/messages');
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
    expect(shell.body).not.toContain('dwa-state');
    for (const url of ['/.server/entry-server.js', '/.vite/manifest.json']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('answers an address no page has with 404: its page, rendered by the server in the chosen language, with noindex', async () => {
    for (const url of ['/no-such-page', '/listing/1/extra', '/about', '/classifieds/x?y=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      const doc = documentOf(res.body);
      expect(doc.querySelector('#root h1')?.textContent, url).toBe('Page not found');
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), url).toContain('noindex');
      expect(doc.getElementById('dwa-state'), url).not.toBeNull();
    }
    const french = await get('/no-such-page', { cookie: 'dwa_lang=fr' });
    expect(french.statusCode).toBe(404);
    expect(documentOf(french.body).querySelector('#root h1')?.textContent).toBe('Page introuvable');
    // Every page the app has keeps its 200, server-rendered or not.
    for (const url of ['/', '/messages', '/admin/users', '/listing/1/edit', '/checkout/pay/3', '/ride'])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('answers a path no page has with the app shell, never a 500', async () => {
    for (const url of ['/listing/1/extra', '/listing/%E0%A4%A', '/listings?q=%3C%2Fscript%3E']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('</script><');
    }
  });
});
