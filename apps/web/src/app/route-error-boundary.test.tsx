import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes } from '../lib/router';
import type { RouteObject } from '../lib/router';
import { RouteErrorPage } from './route-error-boundary';
import { MatchedRoutesReady, lazyRoute, matchedRoutes, preloadMatched, routes } from './router';

afterEach(cleanup);

function Broken(): never {
  throw new Error('Listing data was malformed');
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/broken">Broken</Link>
        <Link to="/missing">Missing</Link>
        <Link to="/slow">Slow</Link>
      </nav>
      <Outlet />
    </>
  );
}

function table(slow: Promise<{ Component: ComponentType }>): RouteObject[] {
  const made: RouteObject[] = [
    {
      path: '/',
      children: [
        {
          ...lazyRoute('layout', async () => ({ Component: Layout })),
          children: [
            { index: true, ...lazyRoute('home', async () => ({ Component: () => <h1>Home page</h1> })) },
            { path: 'broken', ...lazyRoute('broken', async () => ({ Component: Broken })) },
            { path: 'missing', ...lazyRoute('missing', () => Promise.reject(new Error('Failed to fetch dynamically imported module'))) },
            { path: 'slow', ...lazyRoute('slow', () => slow) },
          ],
        },
      ],
    },
  ];
  made[0]!.element = (
    <Suspense fallback={<p>Loading</p>}>
      <MatchedRoutesReady table={made} />
    </Suspense>
  );
  return made;
}
let routeTable: RouteObject[] = [];

function Routes() {
  return useRoutes(routeTable);
}

describe('RouteErrorPage', () => {
  it('shows the heading, the message and a way home', () => {
    render(
      <MemoryRouter>
        <RouteErrorPage error={new Error('Listing data was malformed')} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Listing data was malformed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});

describe('the route table', () => {
  it('a page that throws shows the error inside its layout, and the next address shows its own page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    routeTable = table(new Promise(() => {}));
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Listing data was malformed')).toBeTruthy();
    // The layout around it is still there, and leaving clears the error.
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByText('Listing data was malformed')).toBeNull();
  });

  it('a page whose file fails to load says so instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    routeTable = table(new Promise(() => {}));
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('a navigation keeps the page being left on screen until the new page has loaded', async () => {
    let arrive: (module: { Component: ComponentType }) => void = () => {};
    routeTable = table(new Promise((resolve) => (arrive = resolve)));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Slow' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await act(async () => arrive({ Component: () => <h1>Slow page</h1> }));
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeTruthy();
  });

  it("names the modules an address matches, layout first, and loads them before a server render or hydration", async () => {
    expect(matchedRoutes('/listing/7').map((route) => route.module)).toEqual(['src/app/layouts/general-layout.tsx', 'src/app/routes/listing.tsx']);
    expect(matchedRoutes('/').map((route) => route.module)).toEqual(['src/app/routes/landing.tsx']);
    expect(matchedRoutes('/no/such/page').map((route) => route.module)).toEqual(['src/app/layouts/general-layout.tsx', 'src/app/routes/not-found.tsx']);
    await preloadMatched('/classifieds');
    expect(matchedRoutes('/classifieds').every((route) => typeof route.Component === 'function')).toBe(true);
    expect(routes).toHaveLength(1);
  });

  it('matches an address once: the same routes for its path whatever its query or hash, others apart', () => {
    const listings = matchedRoutes('/listings');
    expect(listings.map((route) => route.module)).toEqual(['src/app/layouts/general-layout.tsx', 'src/app/routes/listings.tsx']);
    expect(matchedRoutes('/listings?q=samsung#results')).toBe(listings);
    expect(matchedRoutes({ pathname: '/listings' })).toBe(listings);
    expect(matchedRoutes('/listing/7')).not.toBe(listings);
    expect(matchedRoutes('/listing/8').map((route) => route.module)).toEqual(['src/app/layouts/general-layout.tsx', 'src/app/routes/listing.tsx']);
  });
});
