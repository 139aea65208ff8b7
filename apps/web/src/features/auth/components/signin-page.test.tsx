import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { SigninPage } from './signin-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = vi.fn<typeof fetch>();

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/signin', element: <SigninPage /> },
      { path: '*', element: <p>arrived</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

describe('SigninPage', () => {
  it('asks for both fields before calling the server', async () => {
    renderAt('/signin');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter both email and password.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('moves an unverified account to its code step, then signs in and goes back where the guard was', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ detail: 'Account not verified. We sent a new otp code to your email.', user_id: 5 }, 403))
      .mockResolvedValueOnce(jsonResponse({ verified: true, message: 'Your email is verified.' }))
      .mockResolvedValueOnce(jsonResponse({ access_token: 'tok', token_type: 'bearer', expires_in: 60, user_id: 5, user_type: 'CUSTOMER' }))
      .mockResolvedValue(jsonResponse({ user_id: 5, name: 'Ama', email: 'ama@example.com', user_type: 'CUSTOMER' }));
    const router = renderAt('/signin?redirect=%2Flikes');
    type('Email', 'ama@example.com');
    type('Password', 'secret1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Verify Your Account' })).toBeTruthy();
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/likes');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ user_id: 5, code: '123456' });
    expect(sessionStorage.getItem('auth_token')).toBe('tok');
  });

  it('finishes a logout on arrival and drops the flag from the history entry', async () => {
    localStorage.setItem('auth_token', 'tok');
    localStorage.setItem('auth_user_id', '5');
    localStorage.setItem('messaging_state', '{}');
    const router = renderAt({ pathname: '/signin', state: { signingOut: true } });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.state).toBeNull());
    expect([localStorage.getItem('auth_token'), localStorage.getItem('auth_user_id'), localStorage.getItem('messaging_state')]).toEqual([null, null, null]);
  });

  it('opens on the forgot step when a page sends the person there', async () => {
    renderAt({ pathname: '/signin', state: { step: 'forgot' } });
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Enter your email.')).toBeTruthy();
  });
});
