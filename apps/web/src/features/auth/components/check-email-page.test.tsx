import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { CheckEmailPage } from './check-email-page';
import { NewPasswordPage } from './new-password-page';
import { SigninPage } from './signin-page';
import { SignupPage } from './signup-page';
import { setupScreenTest } from '../../../testing/screen-setup';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();

function renderAt(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/check-email', element: <CheckEmailPage /> },
      { path: '/signin', element: <SigninPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '/new-password', element: <NewPasswordPage /> },
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

const resend = () => screen.getByRole('button', { name: /^Resend code/ });
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as unknown;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('CheckEmailPage (issue 16: it was a static page with a sample address)', () => {
  it('without an address says how to get a code, and shows no sample address', async () => {
    renderAt('/check-email');
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(/To get one, choose Forgot Password/)).toBeTruthy();
    expect(screen.queryByText(/example\.com/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe('/signin');
  });

  it('shows the address the code went to, and Resend waits a minute after the code was mailed', async () => {
    renderAt({ pathname: '/check-email', search: '?email=ama%40example.com', state: { handle: 'h1', sentAt: Date.now() } });
    expect(await screen.findByText('ama@example.com')).toBeTruthy();
    expect(resend().textContent).toMatch(/^Resend code in (59|60)s$/);
    expect((resend() as HTMLButtonElement).disabled).toBe(true);
  });

  it('Resend asks the API for a new code to that address, then waits again; Verify leads on with the new handle', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'If an account exists for this email, we sent a 6-digit code to it.', user_id: 'h2' }),
    );
    const router = renderAt({
      pathname: '/check-email',
      search: '?email=ama%40example.com',
      state: { handle: 'h1', sentAt: Date.now() - 61_000 },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We sent a new code to your email.')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/api\/v1\/password\/request-reset-code$/);
    expect(bodyOf(0)).toEqual({ email: 'ama@example.com' });
    expect((resend() as HTMLButtonElement).disabled).toBe(true);
    // The new handle is kept in the history entry (a reload keeps it), and Verify uses it.
    expect(router.state.location.state).toMatchObject({ handle: 'h2' });
    expect(router.state.location.search).toBe('?email=ama%40example.com');
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(jsonResponse({ reset_token: 'tok', message: 'Code verified. Choose a new password.' }));
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(bodyOf(0)).toEqual({ user_id: 'h2', code: '123456' });
    expect(router.state.location.state).toMatchObject({ handle: 'h2', resetToken: 'tok', email: 'ama@example.com' });
  });

  it('shows the server message when too many codes were asked for', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Too many password reset attempts. Please try again in 60 minutes.' }, 429));
    renderAt({ pathname: '/check-email', search: '?email=ama%40example.com' });
    // No code known to this history entry (a link opened afresh): Resend is open at once, Verify says to use it.
    fireEvent.paste(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), { clipboardData: { getData: () => '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Choose Resend code to get a new code, then enter it.')).toBeTruthy();
    fireEvent.click(resend());
    expect(await screen.findByText('Too many password reset attempts. Please try again in 60 minutes.')).toBeTruthy();
  });

  it('Forgot Password sends the person here with the address and the handle', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ message: 'If an account exists for this email, we sent a 6-digit code to it.', user_id: 'h1' }),
    );
    const router = renderAt({ pathname: '/signin', state: { step: 'forgot' } });
    fireEvent.change(await screen.findByLabelText('Email', { exact: true }), { target: { value: 'Ama@Example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(router.state.location.search).toBe('?email=ama%40example.com');
    expect(router.state.location.state).toMatchObject({ handle: 'h1', sentAt: expect.any(Number) });
    expect((resend() as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('guest-only pages (issue 16: a signed-in person could sign up again)', () => {
  const signedIn = () => {
    localStorage.setItem('auth_token', 'tok');
    fetchMock.mockResolvedValue(jsonResponse({ user_id: 5, name: 'Ama', email: 'ama@example.com', user_type: 'CUSTOMER' }));
  };

  for (const path of ['/signin', '/signup', '/check-email?email=ama%40example.com', '/new-password']) {
    it(`${path} sends someone signed in on to the page after sign-in`, async () => {
      signedIn();
      const router = renderAt(path);
      expect(await screen.findByText('arrived')).toBeTruthy();
      expect(router.state.location.pathname).toBe('/classifieds');
    });
  }

  it('/signin sends them to the redirect target instead, when there is one', async () => {
    signedIn();
    const router = renderAt('/signin?redirect=%2Flikes');
    expect(await screen.findByText('arrived')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/likes');
  });
});
