import { Component as ReactComponent, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, matchRoutes, useLocation, useRoutes } from '../lib/router';
import type { RouteObject } from '../lib/router';
import { paths } from '../config/paths';
import { Spinner } from '../components/ui/spinner';
import { useI18n } from '../lib/i18n/i18n-context';
import type { I18n } from '../lib/i18n/i18n';
import { RootLayout } from './layouts/root-layout';
import { forgetFailedLoads, rememberFailedLoad } from '../lib/load-failures';
import { RouteErrorPage } from './route-error-boundary';

// The route table, rendered with useRoutes under the app's own router (lib/router, ADR 049; a
// StaticRouter on the server). Every route is lazy: the landing's first load carries only the shell
// and the landing itself. Each route has its own error boundary, so a failing page keeps the
// navigation bar around it. A navigation renders in a transition and waits, on the page it leaves,
// until every module the new address matches has loaded (MatchedRoutesReady).

/** A route's module: its page, and what the server writes after it for the islands' script (ADR 100). */
type RouteModule = { Component: ComponentType; Islands?: ComponentType };

/** A route's module: loaded once, then rendered synchronously (hydration must not suspend). */
export type LazyRoute = {
  module: string;
  load: () => Promise<RouteModule>;
  Component?: ComponentType;
  Islands?: ComponentType;
  pending?: Promise<void>;
  error?: unknown;
};

/** What each route carries: its source file (`module`, the key of Vite's build manifest) and loader. */
export type RouteHandle = { module: string; route: LazyRoute };

// Each lazy route names its source file, so the server can list every script and stylesheet a page
// needs in its HTML (modulepreload) instead of the browser discovering them one lazy level at a time.
const modules = import.meta.glob<RouteModule>([
  './routes/*.tsx',
  './layouts/*-layout.tsx',
  './guards/require-*.tsx',
  '!./**/*.test.tsx',
  '!./layouts/root-layout.tsx',
]);

/** Forgets a route's failed load: the next render asks for its module again. */
function forgetFailure(route: LazyRoute): void {
  delete route.error;
  delete route.pending;
}

/**
 * Starts (or joins) the loading of a route's module; never rejects (a failure is kept in `error`
 * until a 'Try again' or the next navigation to it asks again).
 */
export function preloadRoute(route: LazyRoute): Promise<void> {
  route.pending ??= route.load().then(
    (loaded) => {
      route.Component = loaded.Component;
      route.Islands = loaded.Islands;
    },
    (error: unknown) => {
      route.error = error;
      rememberFailedLoad(() => forgetFailure(route));
    },
  );
  return route.pending;
}

/**
 * A page's start asks which routes its address matches up to three times before useRoutes does:
 * each table matches an address once, kept for the last 50 addresses.
 */
const matchMemo = new WeakMap<RouteObject[], Map<string, LazyRoute[]>>();
const MATCH_MEMO_SIZE = 50;

/** The lazy routes an address matches (layouts and page); the same array for the same path. */
export function matchedRoutes(location: string | { pathname: string }, table: RouteObject[] = routes): LazyRoute[] {
  const pathname = typeof location === 'string' ? (location.split(/[?#]/)[0] ?? location) : location.pathname;
  let memo = matchMemo.get(table);
  if (!memo) matchMemo.set(table, (memo = new Map()));
  const kept = memo.get(pathname);
  if (kept) return kept;
  const matched = (matchRoutes(table, pathname) ?? []).flatMap(({ route }) => {
    const handle = route.handle as RouteHandle | undefined;
    return handle ? [handle.route] : [];
  });
  if (memo.size >= MATCH_MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(pathname, matched);
  return matched;
}

/**
 * The catalogs of the areas (ADR 046) these routes show, in `i18n`'s language, as they load: null
 * when there is nothing to wait for (English, or loaded already).
 */
function loadRouteAreas(i18n: I18n, matched: LazyRoute[]): Promise<void> | null {
  return i18n.loadAreas(i18n.routeAreas(matched.map((route) => route.module)));
}

/**
 * Loads every module an address matches, and in a language other than English the catalogs of the
 * areas they show, all at once: before hydrating it, and before rendering it on the server.
 */
export async function preloadMatched(location: string | { pathname: string }, i18n?: I18n): Promise<void> {
  const matched = matchedRoutes(location);
  await Promise.all([...matched.map(preloadRoute), i18n ? loadRouteAreas(i18n, matched) : null]);
}

type BoundaryProps = { resetKey: string; children: ReactNode };

/** A route's error boundary: its page's failure shows RouteErrorPage until the address changes. */
type BoundaryState = { error: unknown; key: string | null; autoTries: number };

class RouteErrorBoundary extends ReactComponent<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, key: null, autoTries: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState) {
    if (state.key === null) return { key: props.resetKey };
    return state.key === props.resetKey ? null : { error: null, key: props.resetKey, autoTries: 0 };
  }

  /** 'Try again' (or the page's own, `automatic`): code that failed to arrive is asked for again, and the page renders anew. */
  private readonly retry = (automatic = false) => {
    forgetFailedLoads();
    this.setState((state) => ({ error: null, autoTries: automatic ? state.autoTries + 1 : 0 }));
  };

  override render() {
    return this.state.error ? (
      <RouteErrorPage error={this.state.error} onRetry={this.retry} autoTries={this.state.autoTries} />
    ) : (
      this.props.children
    );
  }
}

function Loaded({ route }: { route: LazyRoute }) {
  if (route.error) throw route.error;
  if (!route.Component) throw preloadRoute(route);
  const Page = route.Component;
  return <Page />;
}

function RouteSlot({ route }: { route: LazyRoute }) {
  const { key } = useLocation();
  return (
    <RouteErrorBoundary resetKey={key}>
      <Loaded route={route} />
    </RouteErrorBoundary>
  );
}

/** The navigation (its location's key) each route table last rendered. */
const lastNavigation = new WeakMap<RouteObject[], string>();

/**
 * Holds the page being left on screen until every module the new address matches has loaded, with
 * the catalogs of the areas they show (the navigation is a transition, and this boundary has shown
 * content): a layout and its page arrive together, in the chosen language, never a layout with a
 * spinner in it.
 */
export function MatchedRoutesReady({ table = routes }: { table?: RouteObject[] }) {
  const location = useLocation();
  const i18n = useI18n();
  const matched = matchedRoutes(location, table);
  // A navigation asks again for a module that failed to load before (the connection may be back).
  if (lastNavigation.get(table) !== location.key) {
    lastNavigation.set(table, location.key);
    for (const route of matched) if (route.error) forgetFailure(route);
  }
  const waiting = matched.filter((route) => !route.Component && !route.error);
  // The pages' messages in the chosen language load beside their modules, not after them.
  const messages = loadRouteAreas(i18n, matched);
  if (waiting.length > 0 || messages) throw Promise.all([...waiting.map(preloadRoute), messages]);
  return <Outlet />;
}

/** A route rendered from a module loaded on demand (`module` names it in the build manifest). */
export function lazyRoute(module: string, load: () => Promise<RouteModule>): Pick<RouteObject, 'element' | 'handle'> {
  const route: LazyRoute = { module, load };
  return { element: <RouteSlot route={route} />, handle: { module, route } satisfies RouteHandle };
}

function lazyModule(file: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = modules[file];
  if (!load) throw new Error(`No route module ${file}`);
  return lazyRoute(`src/app/${file.slice(2)}`, load);
}

type PageKey = Exclude<keyof typeof paths, 'home'>;

/** A page: its address from config/paths, its module routes/<file>.tsx (the key in kebab-case unless named). */
const page = (key: PageKey, file = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)): RouteObject =>
  ({ path: paths[key].path, ...lazyModule(`./routes/${file}.tsx`) }) as RouteObject;

const pages = (...keys: PageKey[]): RouteObject[] => keys.map((key) => page(key));

const storefrontPages: RouteObject[] = pages('classifieds', 'signin', 'signup');

const sellerPages: RouteObject[] = pages('postListing', 'manageListings', 'editListing', 'boostListing');

// The console's sections are its own route table (features/admin/routes.tsx), under /admin/*.
const adminPages: RouteObject[] = pages('admin');

const signedInPages: RouteObject[] = [
  ...pages(
    'profile',
    'messages',
    'deliveryRequest',
    'wishlist',
    'savedSearches',
    'purchases',
    'order',
    'dealReview',
    'likes',
    'notifications',
    'discountsPromos',
    'mySales',
    'sellingPreferences',
    'verifyIdentity',
    'earnings',
    'payoutMethod',
    'disputes',
    'dispute',
    'openDispute',
    'cart',
    'checkout',
    'checkoutPay',
    'checkoutDone',
  ),
  page('becomeSeller', 'become-a-seller'),
  { ...lazyModule('./guards/require-seller.tsx'), children: sellerPages },
  { ...lazyModule('./guards/require-admin.tsx'), children: adminPages },
];

const generalPages: RouteObject[] = [
  ...pages(
    'ecommerce',
    'ride',
    'listings',
    'listing',
    'account',
    'seller',
    'sellerProfile',
    'checkEmail',
    'newPassword',
    'delivery',
    'newsletter',
    'terms',
    'privacy',
  ),
  { ...lazyModule('./guards/require-auth.tsx'), children: signedInPages },
  { path: '*', ...lazyModule('./routes/not-found.tsx') },
];

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: (
      <RootLayout>
        {/* While the first page's chunks load (a page the server did not render), the bar is already there. */}
        <Suspense fallback={<Spinner />}>
          <MatchedRoutesReady />
        </Suspense>
      </RootLayout>
    ),
    children: [
      { index: true, ...lazyModule('./routes/landing.tsx') },
      { ...lazyModule('./layouts/storefront-layout.tsx'), children: storefrontPages },
      { ...lazyModule('./layouts/general-layout.tsx'), children: generalPages },
    ],
  },
];

/** The page the address names, in its layouts (inside a BrowserRouter, or a StaticRouter on the server). */
export function AppRoutes() {
  return useRoutes(routes);
}
