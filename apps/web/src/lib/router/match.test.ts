import { describe, expect, it } from 'vitest';
import { createPath, joinPaths, matchPath, matchRoutes, parsePath, resolveTo } from './match';
import type { RouteObject } from './match';

describe('matchPath', () => {
  it('matches static segments in any case, with or without a trailing slash', () => {
    expect(matchPath('/classifieds', '/classifieds')?.pathname).toBe('/classifieds');
    expect(matchPath('/classifieds', '/Classifieds/')).not.toBeNull();
    expect(matchPath('/classifieds', '/classifieds/more')).toBeNull();
    expect(matchPath('/', '/')).not.toBeNull();
    expect(matchPath('/', '/listings')).toBeNull();
  });

  it('reads :name segments, decoded, and never across a slash', () => {
    expect(matchPath('/listing/:id', '/listing/42')?.params).toEqual({ id: '42' });
    expect(matchPath('/listing/:id', '/listing/caf%C3%A9')?.params).toEqual({ id: 'café' });
    expect(matchPath('/listing/:id', '/listing/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
    expect(matchPath('/listing/:id', '/listing/4/edit')).toBeNull();
    expect(matchPath('/listing/:id', '/listing/')).toBeNull();
  });

  it('takes the rest after a *, and gives the part before it as the base', () => {
    expect(matchPath('/admin/*', '/admin/users/7')).toMatchObject({ params: { '*': 'users/7' }, pathnameBase: '/admin' });
    expect(matchPath('/admin/*', '/admin')).toMatchObject({ params: { '*': '' }, pathnameBase: '/admin' });
    expect(matchPath('/admin/*', '/administrator')).toBeNull();
    expect(matchPath('*', '/anything/at/all')?.params['*']).toBe('anything/at/all');
  });

  it('matches only the start when end is false, at a segment boundary', () => {
    expect(matchPath({ path: '/orders', end: false }, '/orders/3')?.pathnameBase).toBe('/orders');
    expect(matchPath({ path: '/orders', end: false }, '/ordersx')).toBeNull();
  });

  it('treats pattern characters in a path as text', () => {
    expect(matchPath('/a.b', '/a.b')).not.toBeNull();
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });
});

const table: RouteObject[] = [
  {
    path: '/',
    handle: 'root',
    children: [
      { index: true, handle: 'landing' },
      { handle: 'storefront', children: [{ path: '/classifieds', handle: 'classifieds' }] },
      {
        handle: 'general',
        children: [
          { path: '/listing/:id', handle: 'listing' },
          { path: '/listing/new', handle: 'listing-new' },
          { path: '/admin/*', handle: 'admin' },
          { handle: 'auth', children: [{ path: '/likes', handle: 'likes' }] },
          { path: '*', handle: 'not-found' },
        ],
      },
    ],
  },
];

const handles = (pathname: string, routes = table, base?: string) =>
  matchRoutes(routes, pathname, base)?.map((match) => match.route.handle) ?? null;

describe('matchRoutes', () => {
  it('gives the branch from the outermost layout to the page', () => {
    expect(handles('/')).toEqual(['root', 'landing']);
    expect(handles('/classifieds')).toEqual(['root', 'storefront', 'classifieds']);
    expect(handles('/likes')).toEqual(['root', 'general', 'auth', 'likes']);
  });

  it('prefers the most specific route wherever it stands in the table', () => {
    expect(handles('/listing/new')).toEqual(['root', 'general', 'listing-new']);
    expect(handles('/listing/9')).toEqual(['root', 'general', 'listing']);
    expect(handles('/nowhere/at/all')).toEqual(['root', 'general', 'not-found']);
    expect(handles('/admin/users')).toEqual(['root', 'general', 'admin']);
  });

  it('gives every level the params and the part of the address it matched', () => {
    const matches = matchRoutes(table, '/admin/users/3')!;
    expect(matches.at(-1)).toMatchObject({ params: { '*': 'users/3' }, pathname: '/admin/users/3', pathnameBase: '/admin' });
    expect(matches[0]).toMatchObject({ pathnameBase: '/' });
  });

  it('matches a table mounted below a base with paths relative to it', () => {
    const admin: RouteObject[] = [
      {
        handle: 'layout',
        children: [
          { index: true, handle: 'overview' },
          { path: 'users', handle: 'users' },
          { path: 'users/:id', handle: 'user' },
          { path: '*', handle: 'missing' },
        ],
      },
    ];
    expect(handles('/admin', admin, '/admin')).toEqual(['layout', 'overview']);
    expect(handles('/admin/users', admin, '/admin')).toEqual(['layout', 'users']);
    expect(handles('/admin/nope', admin, '/admin')).toEqual(['layout', 'missing']);
    const user = matchRoutes(admin, '/admin/users/12', '/admin')!.at(-1)!;
    expect(user).toMatchObject({ params: { id: '12' }, pathname: '/admin/users/12', pathnameBase: '/admin/users/12' });
  });

  it('answers null when nothing matches', () => {
    expect(matchRoutes([{ path: '/only' }], '/other')).toBeNull();
  });
});

describe('paths', () => {
  it('joins a parent and a child, an absolute child standing as it is', () => {
    expect(joinPaths('/admin', 'users')).toBe('/admin/users');
    expect(joinPaths('/admin', '/classifieds')).toBe('/classifieds');
    expect(joinPaths('', '')).toBe('/');
    expect(joinPaths('/admin/', '')).toBe('/admin');
  });

  it('splits and writes an address', () => {
    expect(parsePath('/listings?q=tv#top')).toEqual({ pathname: '/listings', search: '?q=tv', hash: '#top' });
    expect(parsePath('?page=2')).toEqual({ search: '?page=2' });
    expect(createPath({ pathname: '/listings', search: '?', hash: '' })).toBe('/listings');
    expect(createPath({ pathname: '/listings', search: 'q=tv', hash: 'top' })).toBe('/listings?q=tv#top');
  });

  it('resolves a link from the current address: a query alone keeps the page, a relative path goes below it', () => {
    expect(resolveTo('?page=2', '/listings')).toEqual({ pathname: '/listings', search: '?page=2', hash: '' });
    expect(resolveTo({ search: '?a=1' }, '/messages')).toEqual({ pathname: '/messages', search: '?a=1', hash: '' });
    expect(resolveTo('edit', '/listing/3')).toMatchObject({ pathname: '/listing/3/edit' });
    expect(resolveTo('/cart', '/listing/3')).toMatchObject({ pathname: '/cart' });
  });
});
