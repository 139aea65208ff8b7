import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('Listing data was malformed');
}

describe('RouteErrorBoundary', () => {
  it('shows the heading, the message and a way home when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteErrorBoundary /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Listing data was malformed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('shows the status line of a route error response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('', { status: 503, statusText: 'Service Unavailable' });
        },
        Component: () => null,
        HydrateFallback: () => null,
        errorElement: <RouteErrorBoundary />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('503 Service Unavailable')).toBeTruthy();
  });
});
