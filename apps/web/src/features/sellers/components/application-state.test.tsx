import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../../lib/router';
import { SELLER_MESSAGES as M } from '@dwa/shared/sellers';
import type { MySellerApplication, SellerApplication } from '@dwa/shared/sellers';
import { jsonResponse } from '../../../testing/json-response';
import { ApplicationState } from './application-state';
import { setupScreenTest } from '../../../testing/screen-setup';

const fetchMock = setupScreenTest({ signedIn: true });

const anApplication = (status: SellerApplication['status'], more: Partial<SellerApplication> = {}): SellerApplication => ({
  id: 3,
  user_id: 9,
  business_name: 'Ama Fabrics',
  business_type: 'individual',
  business_registration_number: null,
  business_address: 'Stall 12, Makola Market',
  region: 'Greater Accra',
  phone: '+233241234567',
  about: 'Kente and batik.',
  status,
  reason: null,
  decided_by: status === 'pending' ? null : 'system',
  created_at: '2026-11-20T09:00:00.000Z',
  reviewed_at: null,
  ...more,
});

type Answer = Response | (() => Response);

/** The person (the session and the form's profile), the application answers in order (the last repeats), and the POST's answer. */
function serve({ userType = 'CUSTOMER', mine, post }: { userType?: string | (() => string); mine: MySellerApplication[]; post?: Answer }) {
  let reads = 0;
  fetchMock.mockImplementation((url, init) => {
    const path = String(url);
    if (path === '/api/v1/users/me') {
      const type = typeof userType === 'function' ? userType() : userType;
      return Promise.resolve(
        jsonResponse({
          user_id: 9,
          name: 'Ama Owusu',
          email: 'ama@example.com',
          phone: '+233241234567',
          address: 'Adum, Kumasi',
          user_type: type,
        }),
      );
    }
    if (path === '/api/v1/seller-applications/me') {
      const answer = mine[Math.min(reads, mine.length - 1)];
      reads += 1;
      return Promise.resolve(jsonResponse(answer));
    }
    if (path === '/api/v1/seller-applications' && init?.method === 'POST' && post)
      return Promise.resolve(typeof post === 'function' ? post() : post);
    return Promise.resolve(jsonResponse({ detail: 'Not Found' }, 404));
  });
}

function renderState(onBecameSeller = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApplicationState onBecameSeller={onBecameSeller} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onBecameSeller };
}

const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method);
const posted = () => JSON.parse(String(calls('/api/v1/seller-applications', 'POST')[0]?.[1]?.body)) as Record<string, unknown>;

describe('the application form', () => {
  it('starts from the profile and asks for the registration number only for a registered business', async () => {
    serve({ mine: [{ application: null, is_seller: false }] });
    renderState();
    expect(await screen.findByLabelText('Business or trading name')).toHaveProperty('value', 'Ama Owusu');
    expect(screen.getByLabelText('Phone')).toHaveProperty('value', '+233241234567');
    expect(screen.getByLabelText('Business address')).toHaveProperty('value', 'Adum, Kumasi');
    expect(screen.queryByLabelText('Business registration number')).toBeNull();
    fireEvent.click(screen.getByLabelText(/As a registered business/));
    expect(screen.getByLabelText('Business registration number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply to Become a Seller' }));
    expect(await screen.findByText(M.registrationNumber)).toBeTruthy();
    expect(screen.getByText(M.region)).toBeTruthy();
    expect(calls('/api/v1/seller-applications', 'POST')).toHaveLength(0);
  });

  it('approved at once: the session is asked for again, then the page says so and leads to posting', async () => {
    let type = 'CUSTOMER';
    serve({
      userType: () => type,
      mine: [{ application: null, is_seller: false }],
      post: () => {
        type = 'SELLER';
        return jsonResponse(anApplication('approved', { business_name: 'Ama Owusu', about: null }), 201);
      },
    });
    const { onBecameSeller } = renderState();
    fireEvent.change(await screen.findByLabelText('Region'), { target: { value: 'Ashanti' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to Become a Seller' }));
    const heading = await screen.findByRole('heading', { name: 'You can now sell on Dwa' });
    // The session (then the form's profile) before; the session again before the page says approved.
    expect(calls('/api/v1/users/me')).toHaveLength(3);
    expect(posted()).toEqual({
      business_name: 'Ama Owusu',
      business_type: 'individual',
      business_registration_number: null,
      business_address: 'Adum, Kumasi',
      region: 'Ashanti',
      phone: '+233241234567',
      about: null,
    });
    expect(screen.getByRole('link', { name: 'Post your first listing' }).getAttribute('href')).toBe('/post-listing');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(onBecameSeller).toHaveBeenCalledTimes(1);
  });

  it('shows 422 messages under their fields', async () => {
    serve({
      mine: [{ application: null, is_seller: false }],
      post: jsonResponse({ detail: [{ loc: ['body', 'business_address'], msg: M.businessAddress, type: 'custom' }] }, 422),
    });
    renderState();
    fireEvent.change(await screen.findByLabelText('Region'), { target: { value: 'Volta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to Become a Seller' }));
    expect(await screen.findByText(M.businessAddress)).toBeTruthy();
    expect(screen.getByLabelText('Business address').getAttribute('aria-invalid')).toBe('true');
  });

  it('says a 409 above the button, then shows where the application stands', async () => {
    serve({
      mine: [
        { application: null, is_seller: false },
        { application: anApplication('pending'), is_seller: false },
      ],
      post: jsonResponse({ detail: M.pending }, 409),
    });
    renderState();
    fireEvent.change(await screen.findByLabelText('Region'), { target: { value: 'Volta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to Become a Seller' }));
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    expect(calls('/api/v1/seller-applications/me')).toHaveLength(2);
  });
});

describe('where the application stands', () => {
  it('pending: what was sent', async () => {
    serve({ mine: [{ application: anApplication('pending'), is_seller: false }] });
    renderState();
    expect(await screen.findByRole('heading', { name: 'We are reviewing your application' })).toBeTruthy();
    expect(screen.getByText('Sent on 20 Nov 2026', { exact: false })).toBeTruthy();
    for (const text of ['Ama Fabrics', 'Individual', 'Stall 12, Makola Market', 'Greater Accra', '+233241234567', 'Kente and batik.'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Seller application' })).toBeNull();
  });

  it('refused: the reason, and Apply Again opens the form with the answers sent before', async () => {
    serve({
      mine: [{ application: anApplication('refused', { reason: 'Add the market stall number.', decided_by: 'admin' }), is_seller: false }],
    });
    renderState();
    expect(await screen.findByRole('heading', { name: 'Your application was not approved' })).toBeTruthy();
    expect(screen.getByText('Add the market stall number.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply Again' }));
    const name = await screen.findByLabelText('Business or trading name');
    expect(name).toHaveProperty('value', 'Ama Fabrics');
    expect(screen.getByLabelText('Region')).toHaveProperty('value', 'Greater Accra');
    expect(screen.getByText(/Reason: Add the market stall number\./)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('a seller or an admin can already sell', async () => {
    serve({ userType: 'ADMIN', mine: [{ application: null, is_seller: true }] });
    renderState();
    expect(await screen.findByRole('heading', { name: 'You can already sell on Dwa' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post a Classified Listing' }).getAttribute('href')).toBe('/post-listing');
  });

  it('a courier is told to use another account', async () => {
    serve({ userType: 'COURIER', mine: [{ application: null, is_seller: false }] });
    renderState();
    expect(await screen.findByText(M.courier)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply to Become a Seller' })).toBeNull();
  });

  it('approved by an admin meanwhile: the session is asked for again once', async () => {
    serve({ userType: 'CUSTOMER', mine: [{ application: anApplication('approved', { decided_by: 'admin' }), is_seller: true }] });
    const { onBecameSeller } = renderState();
    expect(await screen.findByRole('heading', { name: 'You can now sell on Dwa' })).toBeTruthy();
    await waitFor(() => expect(onBecameSeller).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(calls('/api/v1/users/me')).toHaveLength(2));
  });
});
