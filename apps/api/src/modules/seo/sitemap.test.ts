// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSitemap, SITEMAP_PAGES, type PublicListings } from './sitemap';

// The sitemap's files from a stand-in for the listings (ids 1..n): how they split, how the database
// is read (keyset chunks, never more than a chunk at once), and that each file is well-formed XML
// (parsed by jsdom's XML parser).

const ORIGIN = 'https://dwa.example';

function fakeListings(count: number) {
  const calls: { afterId: number; limit: number; offset?: number }[] = [];
  const all = Array.from({ length: count }, (_, i) => ({ id: i + 1, updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
  const listings: PublicListings = {
    countPublic: async () => count,
    publicKeys: async (page) => {
      calls.push(page);
      return all.filter((row) => row.id > page.afterId).slice(page.offset ?? 0, (page.offset ?? 0) + page.limit);
    },
  };
  return { listings, calls };
}

async function text(body: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const part of body) out += part;
  return out;
}

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const locsOf = (doc: Document) => [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);

describe('createSitemap', () => {
  it('one file while the pages and listings fit, each listing with its lastmod', async () => {
    const { listings, calls } = fakeListings(3);
    const sitemap = createSitemap({ listings, pageSize: SITEMAP_PAGES.length + 3 });
    const file = await sitemap.root(ORIGIN);
    expect(file.kind).toBe('urlset');
    const doc = parseXml(await text(file.body));
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locsOf(doc)).toEqual([
      ...SITEMAP_PAGES.map((path) => `${ORIGIN}${path}`),
      `${ORIGIN}/listing/1`,
      `${ORIGIN}/listing/2`,
      `${ORIGIN}/listing/3`,
    ]);
    expect([...doc.getElementsByTagName('lastmod')].map((node) => node.textContent)).toEqual([
      '2026-01-01T00:00:00.000Z',
      '2026-01-01T00:01:00.000Z',
      '2026-01-01T00:02:00.000Z',
    ]);
    expect(calls).toEqual([{ afterId: 0, limit: 3, offset: 0 }]);
  });

  it('past the page size: an index, and pages that together hold every URL once, read by keyset in chunks', async () => {
    const { listings, calls } = fakeListings(22);
    const sitemap = createSitemap({ listings, pageSize: 10, chunk: 4 });
    const root = await sitemap.root(ORIGIN);
    expect(root.kind).toBe('index');
    const index = parseXml(await text(root.body));
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(locsOf(index)).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-listings-${n}.xml`));
    expect(calls).toEqual([]);

    const seen: (string | null)[] = [];
    for (const n of [1, 2, 3]) {
      const page = await sitemap.page(ORIGIN, n);
      expect(page?.kind).toBe('urlset');
      const urls = locsOf(parseXml(await text(page!.body)));
      expect(urls.length).toBe(n < 3 ? 10 : 7);
      seen.push(...urls);
    }
    expect(seen).toEqual([
      ...SITEMAP_PAGES.map((path) => `${ORIGIN}${path}`),
      ...Array.from({ length: 22 }, (_, i) => `${ORIGIN}/listing/${i + 1}`),
    ]);
    // Page 2 starts 5 listings in (10 URLs, 5 of them pages, on page 1), then goes on after the last id seen.
    expect(calls.filter((call) => call.offset)).toEqual([
      { afterId: 0, limit: 4, offset: 5 },
      { afterId: 0, limit: 4, offset: 15 },
    ]);
    expect(calls.every((call) => call.limit <= 4)).toBe(true);
    expect(calls).toContainEqual({ afterId: 9, limit: 4, offset: 0 });
    expect(await sitemap.page(ORIGIN, 4)).toBeNull();
    expect(await sitemap.page(ORIGIN, 0)).toBeNull();
  });

  it('escapes the origin for XML', async () => {
    const { listings } = fakeListings(1);
    const file = await createSitemap({ listings }).root(`${ORIGIN}/x?a=1&b=<'2'>`);
    const xml = await text(file.body);
    expect(xml).toContain(`<loc>${ORIGIN}/x?a=1&amp;b=&lt;&apos;2&apos;&gt;/listing/1</loc>`);
    expect(locsOf(parseXml(xml))).toContain(`${ORIGIN}/x?a=1&b=<'2'>/listing/1`);
  });

  it('defaults to 50,000 URLs a file', async () => {
    const { listings } = fakeListings(50_000 - SITEMAP_PAGES.length);
    expect((await createSitemap({ listings }).root(ORIGIN)).kind).toBe('urlset');
    const over = fakeListings(50_000 - SITEMAP_PAGES.length + 1);
    const root = await createSitemap({ listings: over.listings }).root(ORIGIN);
    expect(root.kind).toBe('index');
    expect(locsOf(parseXml(await text(root.body)))).toHaveLength(2);
  });
});
