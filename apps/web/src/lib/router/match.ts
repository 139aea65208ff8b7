import type { ComponentType, ReactNode } from 'react';

// Matching addresses against a route table: the part of react-router this app used (ADR 049).
// Patterns are static segments, `:name` segments and a trailing `*`; letters match in any case and a
// trailing slash is ignored. Where several routes match, the most specific wins (static segments
// over `:name` over `*`, an index route over its parent), else the first in the table.

/** One entry of a route table: a path (absolute, or relative to its parent's) or an index, and what it renders. */
export type RouteObject = {
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  children?: RouteObject[];
  handle?: unknown;
};

export type Params = Record<string, string>;

/** A pattern that matched: its params, the part of the address it matched, and that part without the `*`. */
export type PathMatch = { params: Params; pathname: string; pathnameBase: string; pattern: string };

/** One level of a matched branch: the route and what its own path matched. */
export type RouteMatch = PathMatch & { route: RouteObject };

export type Path = { pathname: string; search: string; hash: string };

type Compiled = { regex: RegExp; names: string[] };

const compiled = new Map<string, Compiled>();

function compile(pattern: string, end: boolean): Compiled {
  const cacheKey = `${end ? 1 : 0}${pattern}`;
  const kept = compiled.get(cacheKey);
  if (kept) return kept;
  const names: string[] = [];
  let source =
    '^' +
    pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_whole, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (pattern.endsWith('*')) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (pattern !== '' && pattern !== '/') {
    source += '(?=\\/|$)';
  }
  const result = { regex: new RegExp(source, 'i'), names };
  compiled.set(cacheKey, result);
  return result;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Whether `pathname` matches `pattern` (the whole of it, or its start when `end` is false). */
export function matchPath(pattern: string | { path: string; end?: boolean }, pathname: string): PathMatch | null {
  const path = typeof pattern === 'string' ? pattern : pattern.path;
  const end = typeof pattern === 'string' ? true : (pattern.end ?? true);
  const { regex, names } = compile(path, end);
  const found = regex.exec(pathname);
  if (!found) return null;
  const matched = found[0];
  let pathnameBase = matched.replace(/(.)\/+$/, '$1');
  const params: Params = {};
  names.forEach((name, index) => {
    const value = found[index + 1] ?? '';
    if (name === '*') pathnameBase = matched.slice(0, matched.length - value.length).replace(/(.)\/+$/, '$1');
    params[name] = decode(value);
  });
  return { params, pathname: matched, pathnameBase, pattern: path };
}

/** `parent` and `child` joined into one absolute pattern (an absolute child stands as it is). */
export function joinPaths(parent: string, child: string): string {
  const joined = child.startsWith('/') ? child : `${parent}/${child}`;
  const clean = joined.replace(/\/\/+/g, '/');
  return clean.length > 1 ? clean.replace(/\/$/, '') : '/';
}

type Branch = { score: number; levels: { route: RouteObject; path: string }[] };

/** How specific a pattern is (react-router's ranking): static 10, `:name` 3, an empty segment 1, `*` -2, index +2. */
export function scorePath(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += segment.startsWith(':') ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

function flatten(routes: RouteObject[], parentPath: string, parents: Branch['levels'], into: Branch[]): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath || '/' : joinPaths(parentPath, route.path);
    const levels = [...parents, { route, path }];
    if (route.children?.length) flatten(route.children, route.path === undefined ? parentPath : path, levels, into);
    // A layout without a path matches only through its children.
    if (route.path === undefined && !route.index) continue;
    into.push({ score: scorePath(path, route.index === true), levels });
  }
  return into;
}

const ranked = new WeakMap<RouteObject[], Branch[]>();

function rankedBranches(routes: RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    // Array.prototype.sort is stable: equal scores keep the table's order.
    branches = flatten(routes, '', [], []).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  return branches;
}

/** A path matched below a table's base, as an absolute path. */
const under = (prefix: string, path: string) => (prefix ? joinPaths(prefix, path.replace(/^\/+/, '')) : path);

/**
 * The branch of `routes` that `pathname` matches, from the outermost route to the page, or null.
 * `base` is where the table is mounted (a table rendered inside `/admin/*` matches below `/admin`).
 */
export function matchRoutes(routes: RouteObject[], pathname: string, base = '/'): RouteMatch[] | null {
  const below = base === '/' ? pathname : pathname.slice(base.length) || '/';
  const prefix = base === '/' ? '' : base;
  for (const branch of rankedBranches(routes)) {
    const leaf = matchPath(branch.levels.at(-1)!.path, below);
    if (!leaf) continue;
    return branch.levels.map(({ route, path }, index) => {
      const own = index === branch.levels.length - 1 ? leaf : (matchPath({ path, end: false }, below) ?? leaf);
      return {
        route,
        params: leaf.params,
        pattern: path,
        pathname: under(prefix, own.pathname),
        pathnameBase: under(prefix, own.pathnameBase),
      };
    });
  }
  return null;
}

/** `/a?b#c` split into its parts. */
export function parsePath(text: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = text;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

export function createPath({ pathname, search, hash }: Path): string {
  return `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''}`;
}

export type To = string | Partial<Path>;

/** Where a link or a navigation goes, from the current address: a missing pathname keeps the current one. */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  let pathname = parts.pathname ?? fromPathname;
  if (!pathname.startsWith('/')) pathname = new URL(pathname, `http://x${fromPathname.replace(/\/?$/, '/')}`).pathname;
  return { pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
}
