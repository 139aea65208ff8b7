import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useLocation } from '../../lib/router';
import { me, renderRoutesAt } from '../../testing/render-routes';
import { setupScreenTest } from '../../testing/screen-setup';
import { createQueryClient } from '../query-client';
import { Component as RequireAdmin } from './require-admin';
import { Component as RequireAuth } from './require-auth';

vi.mock('../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

function SignIn() {
  return <p>signin {useLocation().search}</p>;
}

function renderAt(url: string) {
  return renderRoutesAt(
    [
      { path: '/signin', Component: SignIn },
      { Component: RequireAuth, children: [{ Component: RequireAdmin, children: [{ path: '/admin/*', element: <p>admin console</p> }] }] },
    ],
    url,
    createQueryClient(),
  );
}

const fetchMock = setupScreenTest();

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
