import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from '../../lib/router';
import { jsonResponse } from '../../testing/json-response';
import { me, renderRoutesAt } from '../../testing/render-routes';
import { setupScreenTest } from '../../testing/screen-setup';
import { createQueryClient } from '../query-client';
import { Component as RequireAuth } from './require-auth';
import { Component as RequireSeller } from './require-seller';

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

function SignIn() {
  const location = useLocation();
  return (
    <p>
      signin {location.search} from {String((location.state as { from?: string } | null)?.from)}
    </p>
  );
}

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/signin', Component: SignIn },
      {
        Component: RequireAuth,
        children: [
          { path: '/likes', element: <p>likes page</p> },
          { Component: RequireSeller, children: [{ path: '/manage-listings', element: <p>manage page</p> }] },
        ],
      },
    ],
    url,
    createQueryClient(),
  );
}

const fetchMock = setupScreenTest();

describe('auth guard', () => {
  it('sends a visitor without a token to /signin with the return path', async () => {
    renderAt('/likes?tab=1');
    expect(await screen.findByText('signin ?redirect=%2Flikes%3Ftab%3D1 from /likes?tab=1')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets a signed-in user through once the profile loads', async () => {
    localStorage.setItem('auth_token', 't');
    fetchMock.mockResolvedValueOnce(me('CUSTOMER'));
    renderAt('/likes');
    expect(await screen.findByText('likes page')).toBeTruthy();
  });

  it('treats a missing profile endpoint as signed out without retrying', async () => {
    localStorage.setItem('auth_token', 't');
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Not Found' }, 404));
    renderAt('/likes');
    expect(await screen.findByText(/^signin \?redirect=%2Flikes/)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('seller guard', () => {
  it('shows Seller Access Required to customers', async () => {
    localStorage.setItem('auth_token', 't');
    fetchMock.mockResolvedValueOnce(me('CUSTOMER'));
    renderAt('/manage-listings');
    expect(await screen.findByRole('heading', { name: 'Seller Access Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Seller' }).getAttribute('href')).toBe('/become-a-seller');
    expect(screen.getByRole('link', { name: 'Browse Listings' }).getAttribute('href')).toBe('/listings');
  });

  it.each(['SELLER', 'sellers', 'ADMIN'])('lets %s through', async (userType) => {
    localStorage.setItem('auth_token', 't');
    fetchMock.mockResolvedValueOnce(me(userType));
    renderAt('/manage-listings');
    expect(await screen.findByText('manage page')).toBeTruthy();
  });
});
