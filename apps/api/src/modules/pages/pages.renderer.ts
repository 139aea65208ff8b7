import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { Listing } from '@dwa/shared/listings';
import type { SellerPage } from '@dwa/shared/reviews';
import { assembleDocument, pageAssets, type BuildManifest } from './pages.document';
import { createRenderThreads } from './pages.render-thread';

// Renders the public pages with the web app's server entry (apps/web/src/entry-server.tsx, built
// into <webDist>/.server). The entry's /api calls are answered in process by `call` (the API's own
// routes through app.inject, marked as the renderer's so the per-IP limit does not count them).
// React renders in worker threads (pages.render-thread.ts, ADR 085) and the document is compressed
// on libuv's threads, so the API's event loop keeps serving while pages are made.
// A rendered page is the same for everyone (no one is signed in on the server), so it is kept for
// CACHE_MS per URL; a listing's change shows within that time.

type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** What follows #root for the islands' script (a tour's dialogs); absent from an older build. */
      islands?: string;
      hoisted: string;
      state: string;
      modules: string[];
      locale?: string;
      dir?: 'ltr' | 'rtl';
      listing: Listing | null;
      /** A seller's page: who they are (absent from an older build). */
      seller?: SellerPage | null;
    }
  | { kind: 'redirect'; status: number; location: string };

type ServerEntry = {
  configure: (options: { transport: (path: string, init: RequestInit) => Promise<Response>; origin?: string }) => void;
  render: (url: string, options?: { locale?: string }) => Promise<RenderedPage>;
  isUnknownPath: (pathname: string) => boolean;
};

export type PageHeadFor = (page: {
  pathname: string;
  search: URLSearchParams;
  status: number;
  listing: Listing | null;
  seller: SellerPage | null;
}) => string;

/**
 * A rendered document; its compressed forms are made once, when first asked for (off the event
 * loop, on libuv's threads), and kept with it.
 */
export type RenderedDocument = {
  status: number;
  html: string;
  encoded: (encoding: 'br' | 'gzip') => Promise<Buffer>;
  /** When it was rendered (ms since the epoch): a copy from the cache is this old. */
  renderedAt: number;
};

export type Rendered = RenderedDocument | { status: number; location: string };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

function withEncodings(status: number, html: string): RenderedDocument {
  const made: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};
  return {
    status,
    html,
    renderedAt: Date.now(),
    encoded(encoding) {
      made[encoding] ??=
        encoding === 'br'
          ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } })
          : gzipped(html, { level: 6 });
      return made[encoding];
    },
  };
}

/**
 * The page in `locale` (the language the visitor chose, from the dwa_lang cookie; ADR 039), or null
 * when the server is already rendering as many pages as it may (the browser renders it then).
 */
export type PageRenderer = {
  render: (pathAndQuery: string, locale?: string) => Promise<Rendered> | null;
  /** Whether no page of the web app has this address (its route table's catch-all): the answer is a 404. */
  isUnknownPath: (pathname: string) => Promise<boolean>;
  /** Stops the render threads (the server is closing). */
  close: () => Promise<void>;
};

/** The languages the web app has catalogs for (apps/web/src/lib/i18n/locales.ts); anything else renders in English. */
export const PAGE_LOCALES = ['en', 'fr', 'es', 'de', 'ar', 'zh', 'hi', 'ru', 'pt'] as const;

/** The language a request's Cookie header chose (dwa_lang), English when none or unknown. */
export function localeFromCookie(header: string | undefined): string {
  const match = /(?:^|;\s*)dwa_lang=([^;]*)/.exec(header ?? '');
  const value = match?.[1]?.trim() ?? '';
  return (PAGE_LOCALES as readonly string[]).includes(value) ? value : 'en';
}

const CACHE_MS = 10_000;
const CACHE_ENTRIES = 500;
/**
 * Fresh renders at once, per process. A render that misses the cache costs up to about 40 ms of CPU
 * (Explore with its search on PGlite; the landing a few), and anyone can miss it on purpose (a new
 * query string each time): past this many, the page goes out as the app shell, which the browser
 * renders itself, so the server keeps answering. This is the number without render threads: there a
 * render never lets another request in before it ends (PGlite and the in-process API calls resolve
 * without giving the event loop a turn), so more would change nothing. With render threads (ADR
 * 085) renders overlap; 16 per thread rendered the most pages with p99 under 1 s (8 to 50 measured).
 */
export const MAX_FRESH_RENDERS = 4;
const freshRendersFor = (threads: number) => (threads === 0 ? MAX_FRESH_RENDERS : 16 * threads);

/**
 * Render threads: the cores but one (the API's own thread), at least one, at most four. On the
 * 2-core machines measured in ADR 085: one.
 */
export const defaultRenderThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * The public pages the server renders; every other path the app has is its shell, rendered in the
 * browser. A path the app has no page for is rendered too: its 404 page, with the status 404.
 */
export const SERVER_RENDERED = [
  /^\/$/,
  /^\/classifieds$/,
  /^\/listings$/,
  /^\/listing\/[^/]+$/,
  /^\/delivery$/,
  /^\/seller\/[^/]+$/,
  /^\/ecommerce$/,
  /^\/terms$/,
  /^\/privacy$/,
];

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((pattern) => pattern.test(pathname));
}

/** The islands' script in the build's manifest (src/islands, ADR 100). */
const ISLANDS_ENTRY = 'src/islands/islands.ts';

/**
 * What on a page moves by itself, for the islands' script to run before the app does (ADR 100): a
 * carousel (data-carousel) or a first visit's tour (the route's `islands`, written after #root).
 */
const hasIslands = (page: { html: string; islands?: string }): boolean => Boolean(page.islands) || page.html.includes(' data-carousel=');

/**
 * Null when the web app has no server build. The entry (about 1 MB) loads in the background from
 * the start, so the server is up at once; a page asked for before it is ready waits for it.
 */
export function createPageRenderer(options: {
  webDist: string;
  call: (path: string, init: RequestInit) => Promise<Response>;
  headFor: PageHeadFor;
  /** The site's origin, for the absolute links the pages write (a listing's WhatsApp text). */
  origin?: string;
  maxFreshRenders?: number;
  /** Worker threads that render (defaultRenderThreads()); 0 renders on the API's own thread. */
  renderThreads?: number;
}): PageRenderer | null {
  const threadCount = options.renderThreads ?? defaultRenderThreads();
  const maxFresh = options.maxFreshRenders ?? freshRendersFor(threadCount);
  let fresh = 0;
  const entryFile = join(options.webDist, '.server', 'entry-server.js');
  const manifestFile = join(options.webDist, '.vite', 'manifest.json');
  const templateFile = join(options.webDist, 'index.html');
  if (!existsSync(entryFile) || !existsSync(manifestFile) || !existsSync(templateFile)) return null;
  const entryUrl = pathToFileURL(entryFile).href;
  // The entry on this thread answers isUnknownPath, and renders when there are no render threads.
  const ready = (import(entryUrl) as Promise<ServerEntry>).then((entry) => {
    entry.configure({ transport: options.call, ...(options.origin ? { origin: options.origin } : {}) });
    return entry;
  });
  // A failed load shows on the first page asked for (which then falls back to the app shell).
  ready.catch(() => undefined);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const template = readFileSync(templateFile, 'utf8');
  // The build's service worker (src/pwa), which a page waiting for a touch registers by itself.
  const worker = existsSync(join(options.webDist, 'sw.js')) ? '/sw.js' : undefined;
  const islandsFile = manifest[ISLANDS_ENTRY]?.file;
  const cache = new Map<string, { at: number; value: Promise<Rendered> }>();
  const threads =
    threadCount > 0
      ? createRenderThreads<RenderedPage>({
          entryUrl,
          call: options.call,
          threads: threadCount,
          ...(options.origin ? { origin: options.origin } : {}),
        })
      : null;

  async function renderFresh(pathAndQuery: string, locale: string): Promise<Rendered> {
    const url = new URL(pathAndQuery, 'http://dwa.local');
    const page = threads ? await threads.render(url.href, locale) : await (await ready).render(url.href, { locale });
    if (page.kind === 'redirect') return { status: page.status, location: page.location };
    const { scripts, styles, parts } = pageAssets(manifest, page.modules);
    const head = options.headFor({
      pathname: url.pathname,
      search: url.searchParams,
      status: page.status,
      listing: page.listing,
      seller: page.seller ?? null,
    });
    const document = assembleDocument(template, {
      first: page.hoisted,
      head,
      scripts,
      styles,
      html: page.html,
      state: page.state,
      lang: page.locale ?? 'en',
      dir: page.dir ?? 'ltr',
      // Every page waits for the person's first touch (ADR 099); what moves by itself, the islands run.
      start: 'intent',
      parts,
      ...(islandsFile && hasIslands(page) ? { islands: { script: `/${islandsFile}`, html: page.islands ?? '' } } : {}),
      ...(worker ? { worker } : {}),
    });
    return withEncodings(page.status, document);
  }

  return {
    close: async () => {
      await threads?.close();
    },
    async isUnknownPath(pathname) {
      const entry = await ready.catch(() => null);
      return entry?.isUnknownPath(pathname) ?? false;
    },
    render(pathAndQuery, locale = 'en') {
      const now = Date.now();
      // One page per address and language.
      const key = `${locale} ${pathAndQuery}`;
      const kept = cache.get(key);
      if (kept && now - kept.at < CACHE_MS) return kept.value;
      if (fresh >= maxFresh) return null;
      fresh += 1;
      const value = renderFresh(pathAndQuery, locale).finally(() => {
        fresh -= 1;
      });
      cache.set(key, { at: now, value });
      value.catch(() => cache.delete(key));
      if (cache.size > CACHE_ENTRIES) {
        for (const [key, entryValue] of cache) if (now - entryValue.at >= CACHE_MS || cache.size > CACHE_ENTRIES) cache.delete(key);
      }
      return value;
    },
  };
}
