import type { Storage } from '../../lib/storage';
import type { ListingService } from '../listings/listings.service';
import { createPreviewImages } from './preview-image';
import { createSitemap } from './sitemap';

// Search engines and link previews (docs/decisions/030): robots.txt, sitemap.xml and the listings'
// 1200x630 preview pictures. Each public page's <head> for the server renderer is head.ts, which
// the composition root (app.ts) hands to the renderer.

export type SeoDeps = {
  listings: Pick<ListingService, 'publicKeys' | 'countPublic' | 'shopFacts'>;
  storage: Storage;
  log: { warn: (context: object, message: string) => void };
  /** PUBLIC_URL: the site's origin in absolute links; without it, the request's own. */
  publicUrl?: string;
  /** URLs per sitemap file (50,000, the protocol's limit); tests lower it. */
  sitemapPageSize?: number;
  /** Listings read per query while writing a sitemap. */
  sitemapChunk?: number;
};

/** The API, and signed-in and private pages: never worth a crawl (RFC 9309: the longest matching rule wins). */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/unsubscribe/',
  '/admin',
  '/account',
  '/profile',
  '/messages',
  '/notifications',
  '/cart',
  '/checkout',
  '/orders/',
  '/purchases',
  '/my-sales',
  '/wishlist',
  '/likes',
  '/manage-listings',
  '/post-listing',
  '/listing/*/edit',
  '/listing/*/review',
  '/seller$',
  '/selling-preferences',
  '/discounts-promos',
  '/delivery-request',
  '/signin',
  '/signup',
  '/check-email',
  '/new-password',
] as const;

/** The one API path crawlers need: link-preview bots (Twitterbot, ...) obey robots.txt for og:image. */
export const ROBOTS_ALLOW = ['/api/v1/classifieds/*/preview.jpg'] as const;

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export function createSeoService(deps: SeoDeps) {
  const sitemap = createSitemap({ listings: deps.listings, pageSize: deps.sitemapPageSize, chunk: deps.sitemapChunk });
  const previews = createPreviewImages(deps);
  const configured = deps.publicUrl?.replace(/\/+$/, '');

  return {
    /**
     * The origin of absolute links: PUBLIC_URL, else the request's (a Host that is not a plain host
     * name is not echoed). `fromRequest` tells the caller to answer `Vary: Host`.
     */
    origin(request: { protocol: string; host: string }): { origin: string; fromRequest: boolean } {
      if (configured) return { origin: configured, fromRequest: false };
      const host = HOST.test(request.host) ? request.host : 'localhost';
      return { origin: `${request.protocol === 'https' ? 'https' : 'http'}://${host}`, fromRequest: true };
    },

    robots(origin: string): string {
      return [
        'User-agent: *',
        'Allow: /',
        ...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
        ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    sitemap: sitemap.root,
    sitemapPage: sitemap.page,
    preview: previews.preview,
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
