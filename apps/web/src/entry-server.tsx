import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StaticRouter, matchPath } from './lib/router';
import type { Listing } from '@dwa/shared/listings';
import type { SellerPage } from '@dwa/shared/reviews';
import { AppProviders, RoutedApp } from './app/app';
import { paths } from './config/paths';
import { createQueryClient } from './app/query-client';
import { matchedRoutes, preloadMatched } from './app/router';
import { listingKeys } from './features/listings/api/get-listing';
import { sellerIdOf } from './features/reviews/api/get-seller';
import { reviewKeys } from './features/reviews/api/query-keys';
import { ApiError, setTransport } from './lib/http';
import type { Transport } from './lib/http';
import { dehydrateQueries, serializeForScript } from './lib/ssr-state';
import { catalogModules, loadI18n } from './lib/i18n/i18n';
import type { I18n } from './lib/i18n/i18n';
import { I18nProvider } from './lib/i18n/i18n-context';
import { DEFAULT_LOCALE, parseLocale } from './lib/i18n/locales';
import type { SsrState } from './lib/ssr-state';
import { setRenderedOrigin } from './lib/site-origin';

// The server's entry (built with `vite build --ssr` into dist/.server): renders a public page to
// HTML with the data it shows. The API (apps/api/src/modules/pages) loads it, hands it a transport
// that answers /api calls in process, and writes the document around what it returns.
//
// The page is rendered as a visitor who is not signed in: the token lives in the browser's storage,
// so the server never sees it, and the HTML is the same for everyone (safe to cache briefly).
// Components ask for their data with React Query as they do in the browser; a render that asked
// for data the cache lacks is followed by fetching it all at once and rendering again (at most
// MAX_PASSES renders: a page whose second query depends on the first takes two).

export type { Transport };

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      /** What follows #root for the islands' script (ADR 100): a first visit's tour; empty on most pages. */
      islands: string;
      hoisted: string;
      state: string;
      modules: string[];
      locale: string;
      dir: 'ltr' | 'rtl';
      listing: Listing | null;
      /** On a seller's page (/seller/{id}), who they are: its title and link preview say it. */
      seller: SellerPage | null;
    }
  | { kind: 'redirect'; status: number; location: string };

const MAX_PASSES = 4;

let siteOrigin = '';

/** `origin`: the site's origin for absolute links (PUBLIC_URL, else the server's own address). */
export function configure(options: { transport: Transport; origin?: string }): void {
  setTransport(options.transport);
  siteOrigin = options.origin ?? '';
  setRenderedOrigin(siteOrigin);
}

/**
 * The whole page, once every lazy part has loaded (onAllReady): written in order, with no streaming
 * scripts (the content security policy would refuse them, and there is nothing left to stream).
 */
function toHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // No boundary is written apart from its place (React outlines big ones for progressive reveal).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => undefined,
    });
  });
}

function isEnabled(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (typeof queryFn !== 'function') return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Queries a render asked for that have neither an answer nor a fetch under way. */
function wanted(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query));
}

/**
 * What the page's route writes after it for the islands' script (its `Islands`: a tour's dialogs),
 * in the page's language. Its own render with its own ids (`identifierPrefix`), as it is not hydrated.
 */
function renderIslands(location: URL, i18n: I18n): string {
  const Islands = matchedRoutes(location).at(-1)?.Islands;
  if (!Islands) return '';
  return renderToStaticMarkup(
    <I18nProvider value={i18n}>
      <Islands />
    </I18nProvider>,
    { identifierPrefix: 'island-' },
  );
}

/** Whether no page of the app has this address (it matches only the catch-all 404 route): the server answers 404 for it. */
export function isUnknownPath(pathname: string): boolean {
  return (matchedRoutes(pathname).at(-1)?.module ?? '').endsWith('/not-found.tsx');
}

const isNotFoundError = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 422);

/** Renders `url` (absolute) in `locale` (the language the request's dwa_lang cookie names, ADR 039). */
export async function render(url: string, options: { locale?: string } = {}): Promise<RenderedPage> {
  const i18n = await loadI18n(parseLocale(options.locale) ?? DEFAULT_LOCALE);
  const target = new URL(url);
  const location = `${target.pathname}${target.search}`;
  // Every module the address matches is loaded before rendering, with the catalogs of the areas it
  // shows in the page's language (ADR 046), so nothing suspends on its way and nothing shows in English.
  await preloadMatched(target, i18n);
  const queryClient = createQueryClient({ server: true });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <StaticRouter location={location}>
          <RoutedApp />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );

  let html = '';
  for (let pass = 1; ; pass += 1) {
    html = await toHtml(app);
    const missing = wanted(queryClient);
    if (missing.length === 0 || pass === MAX_PASSES) break;
    await Promise.all(missing.map((query) => query.fetch().catch(() => undefined)));
  }

  const modules = matchedRoutes(target).map((route) => route.module);
  // The language's catalogs (the shell's, the page's areas') are preloaded with the page's routes:
  // the browser needs them before hydrating.
  const assets = [...catalogModules(i18n.locale, i18n.routeAreas(modules)), ...modules];
  const leaf = modules.at(-1) ?? '';
  let status = 200;
  let listing: Listing | null = null;
  if (isUnknownPath(target.pathname)) status = 404;
  if (leaf.endsWith('/listing.tsx')) {
    const id = matchPath(paths.listing.path, target.pathname)?.params.id ?? '';
    const state = queryClient.getQueryState<Listing>(listingKeys.detail(id, false));
    listing = state?.data ?? null;
    if (!listing && (isNotFoundError(state?.error) || !/^\d+$/.test(id))) status = 404;
    // An expired or sold listing: 'no longer available' (ADR 066).
    if (!listing && state?.error instanceof ApiError && state.error.status === 410) status = 410;
  }
  let seller: SellerPage | null = null;
  if (leaf.endsWith('/seller-profile.tsx')) {
    const sellerId = sellerIdOf(matchPath(paths.sellerProfile.path, target.pathname)?.params.id ?? '');
    const state = queryClient.getQueryState<SellerPage>(reviewKeys.seller(sellerId));
    seller = state?.data ?? null;
    if (!seller && (isNotFoundError(state?.error) || sellerId === 0)) status = 404;
  }

  const ssrState: SsrState = { queries: dehydrateQueries(queryClient), ...(siteOrigin ? { origin: siteOrigin } : {}) };
  queryClient.clear();
  // React puts what belongs in <head> (image preloads, the page's <title>) at the start of its output:
  // the preloads move to the head; the title too is the server's to write (with the price, for previews).
  const leading = /^(?:<link [^>]*\/>|<title>[^<]*<\/title>|<meta [^>]*\/>)+/.exec(html)?.[0] ?? '';
  const hoisted = leading.replace(/<title>[^<]*<\/title>/g, '');
  html = html.slice(leading.length);
  return {
    kind: 'page',
    status,
    html,
    islands: status === 200 ? renderIslands(target, i18n) : '',
    hoisted,
    state: serializeForScript(ssrState),
    modules: assets,
    locale: i18n.locale,
    dir: i18n.dir,
    listing,
    seller,
  };
}
