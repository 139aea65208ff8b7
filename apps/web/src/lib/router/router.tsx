import {
  Children,
  createContext,
  createElement,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { createBrowserHistory, createMemoryHistory } from './history';
import type { Action, History, InitialEntry, Location } from './history';
import { createPath, matchRoutes, parsePath, resolveTo } from './match';
import type { Params, RouteMatch, RouteObject, To } from './match';

// The app's router (ADR 049): react-router's declarative API as this app used it (the same names
// and behaviour: BrowserRouter, StaticRouter, useRoutes, Outlet, Link, NavLink, Navigate and the
// hooks), in about a fifth of its size. A navigation renders in a transition, as react-router's
// did, so the page being left stays on screen while the next one's modules load.

type Navigator = Pick<History, 'push' | 'replace' | 'go'>;

type LocationValue = { location: Location; action: Action; navigator: Navigator };

const LocationContext = createContext<LocationValue | null>(null);

type RouteValue = { matches: RouteMatch[]; outlet: ReactNode };

const RouteContext = createContext<RouteValue>({ matches: [], outlet: null });

function useRouter(): LocationValue {
  const value = useContext(LocationContext);
  if (!value) throw new Error('A router hook was used outside a router.');
  return value;
}

/** Renders `children` at the address `history` holds, and again (in a transition) when it changes. */
function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }));
  // Subscribed before the browser paints. A child's layout effect runs before this one: a navigation
  // it made is read from the history once subscribed, not missed.
  const useSubscribe = typeof window === 'undefined' ? useEffect : useLayoutEffect;
  useSubscribe(() => {
    const unlisten = history.listen((update) => {
      startTransition(() => setState(update));
    });
    setState((shown) => (shown.location === history.location ? shown : { location: history.location, action: history.action }));
    return unlisten;
  }, [history]);
  const value = useMemo<LocationValue>(() => ({ location: state.location, action: state.action, navigator: history }), [state, history]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** The browser's address bar and history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <Router history={history}>{children}</Router>;
}

const staticNavigator: Navigator = {
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
};

/** One fixed address, for the server's render: navigating does nothing there. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo<LocationValue>(() => {
    const path = parsePath(location);
    return {
      location: { pathname: path.pathname ?? '/', search: path.search ?? '', hash: path.hash ?? '', state: null, key: 'default' },
      action: 'POP',
      navigator: staticNavigator,
    };
  }, [location]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

/** A history in memory, for component tests. */
export function MemoryRouter({
  initialEntries,
  initialIndex,
  children,
}: {
  initialEntries?: InitialEntry[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history] = useState(() => createMemoryHistory({ initialEntries, initialIndex }));
  return <Router history={history}>{children}</Router>;
}

/** A route table with its memory history (tests): render it with RouterProvider; `state.location` is where it is. */
export function createMemoryRouter(routes: RouteObject[], options: { initialEntries?: InitialEntry[]; initialIndex?: number } = {}) {
  const history = createMemoryHistory(options);
  return {
    routes,
    history,
    get state() {
      return { location: history.location };
    },
  };
}

function Table({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function RouterProvider({ router }: { router: ReturnType<typeof createMemoryRouter> }) {
  return (
    <Router history={router.history}>
      <Table routes={router.routes} />
    </Router>
  );
}

type RouteProps = Omit<RouteObject, 'children'> & { children?: ReactNode };

/** One route of a `<Routes>` table written as elements (tests). */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('A <Route> is only read by <Routes>.');
}

function routesFromElements(children: ReactNode): RouteObject[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<RouteProps>(child) || child.type !== Route) return [];
    const { children: nested, ...route } = child.props;
    return [{ ...route, children: nested ? routesFromElements(nested) : undefined }];
  });
}

/** A route table written as `<Route>` elements. */
export function Routes({ children }: { children?: ReactNode }) {
  const routes = useMemo(() => routesFromElements(children), [children]);
  return useRoutes(routes);
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigationType(): Action {
  return useRouter().action;
}

export type NavigateOptions = { replace?: boolean; state?: unknown };

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/** Goes to an address (a new entry, or `replace`), or `delta` entries back or forward. */
export function useNavigate(): NavigateFunction {
  const { navigator, location } = useRouter();
  const pathname = useRef(location.pathname);
  pathname.current = location.pathname;
  return useCallback(
    ((to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const href = createPath(resolveTo(to, pathname.current));
      if (options.replace) navigator.replace(href, options.state);
      else navigator.push(href, options.state);
    }) as NavigateFunction,
    [navigator],
  );
}

/** Navigates as soon as it renders (in an effect: a guard sending someone elsewhere). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath({ pathname: to.pathname ?? '', search: to.search ?? '', hash: to.hash ?? '' });
  useEffect(() => {
    navigate(target, { replace, state });
    // The state is part of this one navigation; a new object each render must not navigate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigate, target, replace]);
  return null;
}

/** The params of the routes matched so far (a page sees its own and its layouts'). */
export function useParams(): Params {
  return useContext(RouteContext).matches.at(-1)?.params ?? {};
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]>;

function toSearchParams(init: SearchInit): URLSearchParams {
  if (typeof init === 'string' || init instanceof URLSearchParams) return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(init)) for (const item of Array.isArray(value) ? value : [value]) params.append(name, item);
  return params;
}

export type SetSearchParams = (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void;

/** The address's query, and a setter that navigates to the same page with a new one. */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = toSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next);
      navigate(`?${value.toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

/** The route of `routes` the address matches (below the route that renders it), with its layouts around it. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { matches: parents } = useContext(RouteContext);
  const { pathname } = useLocation();
  const parent = parents.at(-1);
  const base = parent?.pathnameBase ?? '/';
  const matches = useMemo(() => {
    const found = matchRoutes(routes, pathname, base);
    return found?.map((match) => ({ ...match, params: { ...parent?.params, ...match.params } })) ?? null;
  }, [routes, pathname, base, parent]);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>((outlet, match, index) => {
    const { route } = match;
    const element = route.element !== undefined ? route.element : route.Component ? createElement(route.Component) : outlet;
    return (
      <RouteContext.Provider value={{ matches: [...parents, ...matches.slice(0, index + 1)], outlet }}>{element}</RouteContext.Provider>
    );
  }, null);
}

/** Where a layout shows the route matched inside it. */
export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a navigation inside the app. */
  reloadDocument?: boolean;
};

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/** The address a link goes to, resolved against the current one. */
function useHref(to: To): string {
  const { pathname } = useLocation();
  if (typeof to === 'string' && EXTERNAL.test(to)) return to;
  return createPath(resolveTo(to, pathname));
}

/** A link that navigates inside the app (a plain left click), or as a browser would (any other). */
export function Link({ to, replace, state, reloadDocument, onClick, target, ref, ...rest }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const href = useHref(to);
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || EXTERNAL.test(href) || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    // A link to the page already shown replaces its entry instead of stacking a copy.
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

type NavLinkState = { isActive: boolean; isPending: boolean };

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  /** Active only on this exact address, not below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
};

/** A link that knows whether it points at the current page (or, without `end`, at a page above it). */
export function NavLink({ end = false, className, children, ...rest }: NavLinkProps) {
  const { pathname: current } = useLocation();
  const target = resolveTo(rest.to, current).pathname.toLowerCase();
  const here = current.toLowerCase();
  const cut = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(cut) === '/');
  const state = { isActive, isPending: false };
  return (
    <Link {...rest} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className(state) : className}>
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
