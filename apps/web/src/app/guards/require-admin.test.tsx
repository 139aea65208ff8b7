import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter, useLocation } from '../../lib/router';
import { jsonResponse } from '../../testing/json-response';
import { createQueryClient } from '../query-client';
import { Component as RequireAdmin } from './require-admin';
import { Component as RequireAuth } from './require-auth';

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

function SignIn() {
  return <p>signin {useLocation().search}</p>;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/signin', Component: SignIn },
      { Component: RequireAuth, children: [{ Component: RequireAdmin, children: [{ path: '/admin/*', element: <p>admin console</p> }] }] },
    ],
    { initialEntries: [url] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const fetchMock = vi.fn<typeof fetch>();
const me = (userType: string) => jsonResponse({ user_id: 1, name: 'Ama', email: 'ama@example.com', user_type: userType });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('admin guard', () => {
  it('sends a visitor to sign in, then back to the console page', async () => {
    renderAt('/admin/users?q=ama');
    expect(await screen.findByText('signin ?redirect=%2Fadmin%2Fusers%3Fq%3Dama')).toBeTruthy();
  });

  it.each(['CUSTOMER', 'SELLER', 'COURIER'])('shows %s an access denied page, not the console', async (userType) => {
    localStorage.setItem('auth_token', 't');
    fetchMock.mockResolvedValueOnce(me(userType));
    renderAt('/admin');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.getByText('Error 403')).toBeTruthy();
    expect(screen.queryByText('admin console')).toBeNull();
  });

  it('lets an admin through', async () => {
    localStorage.setItem('auth_token', 't');
    fetchMock.mockResolvedValueOnce(me('ADMIN'));
    renderAt('/admin/audit');
    expect(await screen.findByText('admin console')).toBeTruthy();
  });
});
