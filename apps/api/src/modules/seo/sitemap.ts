import type { PublicListingKey } from '../listings/listings.service';
import { listingPath } from './head';

// sitemap.xml (https://www.sitemaps.org/protocol.html): the public pages, then every public listing.
// At most `pageSize` URLs a file (the protocol's limit is 50,000); past that, /sitemap.xml is an index
// of /sitemap-listings-<n>.xml files. Listings are read by keyset, a chunk at a time, and written
// out as they come: a page of 50,000 is never held in memory as rows.

export const SITEMAP_PAGE_SIZE = 50_000;
export const SITEMAP_CHUNK = 5_000;
/** The public pages a search engine may index, first in the sitemap. */
export const SITEMAP_PAGES = ['/', '/classifieds', '/listings', '/ecommerce', '/delivery'] as const;

export type PublicListings = {
  publicKeys: (page: { afterId: number; limit: number; offset?: number }) => Promise<PublicListingKey[]>;
  countPublic: () => Promise<number>;
};

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

export type SitemapFile = { kind: 'urlset' | 'index'; body: AsyncIterable<string> };

export function createSitemap(deps: { listings: PublicListings; pageSize?: number; chunk?: number }) {
  const pageSize = deps.pageSize ?? SITEMAP_PAGE_SIZE;
  const chunk = deps.chunk ?? SITEMAP_CHUNK;

  /** Every URL, the pages then the listings, counted; and how many files they need. */
  async function plan(): Promise<{ urls: number; pages: number }> {
    const urls = SITEMAP_PAGES.length + (await deps.listings.countPublic());
    return { urls, pages: Math.max(1, Math.ceil(urls / pageSize)) };
  }

  /** URLs [start, end) of the sequence: the public pages, then the listings in id order. */
  async function* urlset(origin: string, start: number, end: number): AsyncGenerator<string> {
    yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
    const pages = SITEMAP_PAGES.slice(start, end);
    if (pages.length > 0) yield pages.map((path) => urlEntry(`${origin}${path}`)).join('');
    let offset = Math.max(0, start - SITEMAP_PAGES.length);
    let wanted = Math.max(0, end - SITEMAP_PAGES.length) - offset;
    let afterId = 0;
    while (wanted > 0) {
      const limit = Math.min(chunk, wanted);
      const rows = await deps.listings.publicKeys({ afterId, limit, offset });
      if (rows.length === 0) break;
      yield rows.map((row) => urlEntry(`${origin}${listingPath(row.id)}`, row.updatedAt)).join('');
      wanted -= rows.length;
      afterId = rows.at(-1)!.id;
      offset = 0;
      if (rows.length < limit) break;
    }
    yield '</urlset>\n';
  }

  async function* index(origin: string, pages: number): AsyncGenerator<string> {
    yield `${XML_HEAD}<sitemapindex xmlns="${NS}">\n`;
    for (let page = 1; page <= pages; page += 1)
      yield `<sitemap><loc>${escapeXml(`${origin}/sitemap-listings-${page}.xml`)}</loc></sitemap>\n`;
    yield '</sitemapindex>\n';
  }

  return {
    pageSize,
    /** /sitemap.xml: every URL when they fit in one file, else the index of the files. */
    async root(origin: string): Promise<SitemapFile> {
      const { urls, pages } = await plan();
      return pages === 1 ? { kind: 'urlset', body: urlset(origin, 0, urls) } : { kind: 'index', body: index(origin, pages) };
    },
    /** /sitemap-listings-<page>.xml (from 1); null past the last one. */
    async page(origin: string, page: number): Promise<SitemapFile | null> {
      const { pages } = await plan();
      if (page < 1 || page > pages) return null;
      return { kind: 'urlset', body: urlset(origin, (page - 1) * pageSize, page * pageSize) };
    },
  };
}
