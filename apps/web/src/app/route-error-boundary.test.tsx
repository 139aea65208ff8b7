import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { Link, MemoryRouter, Outlet, useRoutes } from '../lib/router';
import type { RouteObject } from '../lib/router';
import { AUTO_RETRIES, RouteErrorPage, autoRetryDelay } from './route-error-boundary';
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

/** The 'missing' page's file: fails to arrive while `offline`, arrives once back. */
let offline = true;
const missingLoads = vi.fn(() =>
  offline
    ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/missing-1.js'))
    : Promise.resolve({ Component: () => <h1>Missing page</h1> }),
);

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
            { path: 'missing', ...lazyRoute('missing', missingLoads) },
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
        <RouteErrorPage error={new Error('Listing data was malformed')} onRetry={() => undefined} />
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

  it('a page whose file fails to arrive says so, offline, with Try again that loads it once the connection is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    offline = true;
    missingLoads.mockClear();
    routeTable = table(new Promise(() => {}));
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(screen.queryByText(/Unexpected Application Error|dynamically imported module/)).toBeNull();
    // The layout around it is still there, and home is a link inside the app (no new document).
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    // Still offline: Try again asks again, and says the same.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(missingLoads).toHaveBeenCalledTimes(2);
    // Back online: Try again shows the page.
    onLine.mockReturnValue(true);
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Missing page' })).toBeTruthy();
    onLine.mockRestore();
  });

  it("the connection's return tries again by itself, and so does a later visit of the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    offline = true;
    missingLoads.mockClear();
    routeTable = table(new Promise(() => {}));
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { name: 'Missing page' })).toBeTruthy();
    cleanup();

    // A failure, then the page left and opened again with the connection back: it loads.
    offline = true;
    routeTable = table(new Promise(() => {}));
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
    offline = false;
    fireEvent.click(screen.getByRole('link', { name: 'Missing' }));
    expect(await screen.findByRole('heading', { name: 'Missing page' })).toBeTruthy();
  });

  it("a try the connection's return made that fails again is made again by itself, after a wait", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    offline = true;
    missingLoads.mockClear();
    routeTable = table(new Promise(() => {}));
    render(
      <MemoryRouter initialEntries={['/missing']}>
        <Routes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    // The browser says online a moment before requests get through: that try fails too.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(missingLoads).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeTruthy();
    // Requests get through now: the next try, a second later, shows the page with nobody tapping.
    offline = false;
    expect(await screen.findByRole('heading', { name: 'Missing page' }, { timeout: 3000 })).toBeTruthy();
    expect(missingLoads).toHaveBeenCalledTimes(3);
  });

  it('waits longer before each automatic try, up to 16 s, and stops after a few', () => {
    expect([1, 2, 3, 4, 5, 6].map(autoRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000]);
    expect(AUTO_RETRIES).toBe(5);
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

  it('names the modules an address matches, layout first, and loads them before a server render or hydration', async () => {
    expect(matchedRoutes('/listing/7').map((route) => route.module)).toEqual([
      'src/app/layouts/general-layout.tsx',
      'src/app/routes/listing.tsx',
    ]);
    expect(matchedRoutes('/').map((route) => route.module)).toEqual(['src/app/routes/landing.tsx']);
    expect(matchedRoutes('/no/such/page').map((route) => route.module)).toEqual([
      'src/app/layouts/general-layout.tsx',
      'src/app/routes/not-found.tsx',
    ]);
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
    expect(matchedRoutes('/listing/8').map((route) => route.module)).toEqual([
      'src/app/layouts/general-layout.tsx',
      'src/app/routes/listing.tsx',
    ]);
  });
});
