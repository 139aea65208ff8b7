import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  createMemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from '.';
import type { RouteObject } from '.';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Where() {
  const location = useLocation();
  const action = useNavigationType();
  return (
    <output data-testid="where">
      {`${location.pathname}${location.search}${location.hash} ${action} ${JSON.stringify(location.state)}`}
    </output>
  );
}

const where = () => screen.getByTestId('where').textContent;

function at(url: string, children: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      {children}
      <Where />
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('navigates on a plain click, with its state, and renders a real href', async () => {
    at(
      '/listings?q=tv',
      <Link to="/listing/3" state={{ from: 'grid' }}>
        TV
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'TV' });
    expect(link.getAttribute('href')).toBe('/listing/3');
    await act(async () => fireEvent.click(link));
    expect(where()).toBe('/listing/3 PUSH {"from":"grid"}');
  });

  it('leaves a click with a modifier key, another target or reloadDocument to the browser', async () => {
    at(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" target="_blank">
          B
        </Link>
        <Link to="/c" reloadDocument>
          C
        </Link>
      </>,
    );
    // The browser's own handling comes after the router's (jsdom cannot open another document).
    const stopDocumentNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopDocumentNavigation);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
      fireEvent.click(screen.getByRole('link', { name: 'B' }));
      fireEvent.click(screen.getByRole('link', { name: 'C' }));
    });
    document.removeEventListener('click', stopDocumentNavigation);
    expect(where()).toBe('/ POP null');
  });

  it('replaces the entry when it points at the page already shown, and resolves a query-only target', async () => {
    at('/listings?q=tv', <Link to="?q=tv">Again</Link>);
    const link = screen.getByRole('link', { name: 'Again' });
    expect(link.getAttribute('href')).toBe('/listings?q=tv');
    await act(async () => fireEvent.click(link));
    expect(where()).toBe('/listings?q=tv REPLACE null');
  });
});

describe('NavLink', () => {
  const links = (
    <nav>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/admin" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Admin
      </NavLink>
      <NavLink to="/admin" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Overview
      </NavLink>
    </nav>
  );

  it('is active at its address and, without end, below it; says so with aria-current', () => {
    at('/admin/users', links);
    expect(screen.getByRole('link', { name: 'Home' }).className).toBe('off');
    expect(screen.getByRole('link', { name: 'Admin' }).className).toBe('on');
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Overview' }).className).toBe('off');
    expect(screen.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBeNull();
  });

  it('is not active on an address that only starts with the same letters', () => {
    at('/administrator', links);
    expect(screen.getByRole('link', { name: 'Admin' }).className).toBe('off');
  });
});

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>page {params.get('page') ?? '1'}</p>
      <button type="button" onClick={() => setParams((current) => (current.set('page', '2'), current), { replace: true })}>
        Next
      </button>
      <button type="button" onClick={() => setParams({ q: 'tv', tag: ['a', 'b'] })}>
        Search
      </button>
    </>
  );
}

function RedirectAtMount() {
  const navigate = useNavigate();
  useLayoutEffect(() => navigate('/moved', { replace: true }), [navigate]);
  return null;
}

describe('Router', () => {
  it('sees a navigation a child made in a layout effect, before the router subscribed', async () => {
    await act(async () => {
      at('/start', <RedirectAtMount />);
    });
    expect(where()).toBe('/moved REPLACE null');
  });
});

describe('useSearchParams', () => {
  it('reads the query and changes it on the same page, from the current one or from scratch', async () => {
    at('/listings?q=tv', <Filters />);
    expect(screen.getByText('page 1')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(where()).toBe('/listings?q=tv&page=2 REPLACE null');
    expect(screen.getByText('page 2')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(where()).toBe('/listings?q=tv&tag=a&tag=b PUSH null');
  });
});

function Back() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate({ search: '?x=1' }, { replace: true, state: { kept: true } })}>
        Replace
      </button>
    </>
  );
}

describe('BrowserRouter', () => {
  it('writes each entry as { usr, key, idx }, and a popstate brings the earlier one back as POP', async () => {
    window.history.replaceState({ usr: null, key: 'first123', idx: 0 }, '', '/listings');
    render(
      <BrowserRouter>
        <Link to="/listing/5" state={{ fromGrid: true }}>
          Five
        </Link>
        <Back />
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/listings POP null');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Five' })));
    expect(window.location.pathname).toBe('/listing/5');
    expect(window.history.state).toMatchObject({ usr: { fromGrid: true }, idx: 1 });
    expect(window.history.state.key).toMatch(/^[a-z0-9]{8}$/);
    expect(where()).toBe('/listing/5 PUSH {"fromGrid":true}');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Replace' })));
    expect(window.location.search).toBe('?x=1');
    expect(window.history.state).toMatchObject({ usr: { kept: true }, idx: 1 });

    await act(async () => {
      window.history.replaceState({ usr: null, key: 'first123', idx: 0 }, '', '/listings');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/listings POP null');
  });

  it('gives an entry the browser made an index, keeping its state', () => {
    window.history.replaceState({ usr: { a: 1 }, key: 'abcdefgh' }, '', '/cart');
    render(
      <BrowserRouter>
        <Where />
      </BrowserRouter>,
    );
    expect(window.history.state).toEqual({ usr: { a: 1 }, key: 'abcdefgh', idx: 0 });
    expect(where()).toBe('/cart POP {"a":1}');
  });
});

function Page() {
  const params = useParams();
  return <p>page {JSON.stringify(params)}</p>;
}

function Layout({ name }: { name: string }) {
  return (
    <section aria-label={name}>
      <Outlet />
    </section>
  );
}

function AdminTable() {
  return useRoutes([
    {
      element: <Layout name="console" />,
      children: [
        { index: true, element: <p>overview</p> },
        { path: 'users/:id', element: <Page /> },
      ],
    },
  ]);
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout name="root" />,
    children: [
      { path: '/shop/:shop', element: <Layout name="shop" />, children: [{ path: '/shop/:shop/item/:item', Component: Page }] },
      { path: '/admin/*', element: <AdminTable /> },
      { path: '/old', element: <Navigate to="/new?from=old" replace state={{ moved: true }} /> },
      { path: '*', element: <p>not found</p> },
    ],
  },
];

describe('useRoutes', () => {
  it('renders the layouts around the page, and a page sees its layouts’ params with its own', () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/shop/kente/item/9'] })} />);
    expect(screen.getByRole('region', { name: 'root' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'shop' }).textContent).toBe('page {"shop":"kente","item":"9"}');
  });

  it('matches a table mounted under a splat below its base, with the params above it', () => {
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin'] })} />);
    expect(screen.getByRole('region', { name: 'console' }).textContent).toBe('overview');
    cleanup();
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/admin/users/4'] })} />);
    expect(screen.getByRole('region', { name: 'console' }).textContent).toBe('page {"*":"users/4","id":"4"}');
  });

  it('falls back to the catch-all, and a Navigate moves on with its state, replacing the entry', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/old'] });
    await act(async () => {
      render(<RouterProvider router={router} />);
    });
    expect(router.state.location).toMatchObject({ pathname: '/new', search: '?from=old', state: { moved: true } });
    expect(screen.getByText('not found')).toBeTruthy();
  });
});
