import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StaticRouter, matchPath } from 'react-router';
import type { Listing } from '@dwa/shared/listings';
import { AppProviders } from './app/app';
import { paths } from './config/paths';
import { createQueryClient } from './app/query-client';
import { AppRoutes, matchedRoutes, preloadMatched } from './app/router';
import { listingKeys } from './features/listings/api/get-listing';
import { ApiError, setTransport } from './lib/http';
import type { Transport } from './lib/http';
import { dehydrateQueries, serializeForScript } from './lib/ssr-state';
import { PreloadCollector, preloadLinks } from './lib/resource-hints';
import type { PreloadOptions } from './lib/resource-hints';
import { catalogModules, loadI18n } from './lib/i18n/i18n';
import { DEFAULT_LOCALE, parseLocale } from './lib/i18n/locales';
import type { SsrState } from './lib/ssr-state';

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
  | { kind: 'page'; status: number; html: string; hoisted: string; state: string; modules: string[]; locale: string; dir: 'ltr' | 'rtl'; listing: Listing | null }
  | { kind: 'redirect'; status: number; location: string };

const MAX_PASSES = 4;

export function configure(options: { transport: Transport }): void {
  setTransport(options.transport);
}

/** The whole page, once every lazy part has loaded (Preact's renderer waits for each suspended part; ADR 047). */
function toHtml(node: ReactNode): Promise<string> {
  // The app is written against React's types; the build renders it with Preact (preact/compat).
  return Promise.resolve(renderToStringAsync(node as unknown as Parameters<typeof renderToStringAsync>[0]));
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
  let preloads: [string, PreloadOptions][] = [];
  const collect = (href: string, options: PreloadOptions) => void preloads.push([href, options]);
  const app = (
    <StrictMode>
      <PreloadCollector value={collect}>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <StaticRouter location={location}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PreloadCollector>
    </StrictMode>
  );

  let html = '';
  for (let pass = 1; ; pass += 1) {
    preloads = [];
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
  if (leaf.endsWith('/not-found.tsx')) status = 404;
  if (leaf.endsWith('/listing.tsx')) {
    const id = matchPath(paths.listing.path, target.pathname)?.params.id ?? '';
    const state = queryClient.getQueryState<Listing>(listingKeys.detail(id, false));
    listing = state?.data ?? null;
    if (!listing && (isNotFoundError(state?.error) || !/^\d+$/.test(id))) status = 404;
  }

  const ssrState: SsrState = { queries: dehydrateQueries(queryClient) };
  queryClient.clear();
  // The preloads the page asked for (its largest image) go at the top of <head>, before any script.
  const hoisted = preloadLinks(preloads);
  return { kind: 'page', status, html, hoisted, state: serializeForScript(ssrState), modules: assets, locale: i18n.locale, dir: i18n.dir, listing };
}
