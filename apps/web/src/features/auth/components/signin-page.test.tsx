import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { SigninPage } from './signin-page';
import { setupScreenTest } from '../../../testing/screen-setup';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();

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

afterEach(() => {
  cleanup();
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
      .mockResolvedValueOnce(
        jsonResponse({ detail: 'Account not verified. We sent a new one-time code (OTP) to your email.', user_id: 5 }, 403),
      )
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
    expect([localStorage.getItem('auth_token'), localStorage.getItem('auth_user_id'), localStorage.getItem('messaging_state')]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('opens on the forgot step when a page sends the person there', async () => {
    renderAt({ pathname: '/signin', state: { step: 'forgot' } });
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Enter your email.')).toBeTruthy();
  });

  it('signs in with a phone number and its SMS code (the phone path), going back where the guard was', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({
          message: 'If this number belongs to a Dwa account, we sent a 6-digit code to it by SMS.',
          expires_in: 600,
          resend_in: 60,
        }),
      )
      .mockResolvedValueOnce(jsonResponse({ access_token: 'tok', token_type: 'bearer', expires_in: 60, user_id: 5, user_type: 'CUSTOMER' }))
      .mockResolvedValue(jsonResponse({ user_id: 5, name: 'Ama', email: '', user_type: 'CUSTOMER' }));
    const router = renderAt('/signin?redirect=%2Flikes');
    fireEvent.click(screen.getByRole('button', { name: 'Use phone number instead' }));
    expect(await screen.findByRole('heading', { name: 'Sign in with your phone' })).toBeTruthy();
    type('Phone number', '030 212 3456');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Enter a Ghana mobile number (024, 054, 020, 026 ...): the code comes by SMS.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    type('Phone number', '024 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Enter the code' })).toBeTruthy();
    expect(screen.getByText('024 123 4567')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ phone: '+233241234567' });
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/likes');
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('/api/v1/phone/login');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ phone: '+233241234567', code: '654321' });
    expect(localStorage.getItem('auth_token')).toBe('tok');
  });

  it('resets a password by SMS: the number, its code, then the new-password page', async () => {
    fetchMock
      .mockResolvedValueOnce(
        jsonResponse({ message: 'If this number belongs to a Dwa account, we sent a 6-digit code to it by SMS.', user_id: 'handle-1' }),
      )
      .mockResolvedValueOnce(jsonResponse({ reset_token: 'reset-tok', expires_in: 900, message: 'Code verified. Choose a new password.' }));
    const router = renderAt({ pathname: '/signin', state: { step: 'forgot' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Use phone number instead' }));
    type('Phone number', '020 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Check your phone' })).toBeTruthy();
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '111222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/new-password');
    expect(router.state.location.state).toEqual({ handle: 'handle-1', resetToken: 'reset-tok' });
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ user_id: 'handle-1', code: '111222' });
  });
});
