import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { CourierApplications } from './courier-applications';
import type { AdminCourierApplication } from './courier-applications-api';
import { SellerApplications } from './seller-applications';
import type { AdminSellerApplication } from './seller-applications-api';

// The two queues of the admin console's Applications page (seller and courier), over one setup.

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const sellerApplication: AdminSellerApplication = {
  id: 4,
  user_id: 9,
  business_name: 'Ama Fabrics',
  business_type: 'registered',
  business_registration_number: 'CS123456',
  business_address: 'Stall 12, Makola Market',
  region: 'Greater Accra',
  phone: '+233241234567',
  about: null,
  status: 'pending',
  reason: null,
  decided_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  applicant: { name: 'Ama Owusu', email: 'ama@example.com', is_verified: true },
};

function renderSellers(status = 'pending') {
  return renderScreen(<SellerApplications status={status} />);
}

const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));

describe('SellerApplications', () => {
  it('asks for the pending queue and says when nothing waits', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ results: [], next_cursor: null }));
    renderSellers();
    expect(await screen.findByText('No seller application is waiting')).toBeTruthy();
    expect(calls()[0]?.url).toBe('/api/v1/admin/seller-applications?limit=25&status=pending');
  });

  it('shows what the applicant sent and refuses only with a reason', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ results: [sellerApplication], next_cursor: null }));
    renderSellers();
    const card = await screen.findByRole('article', { name: 'Ama Fabrics' });
    expect(within(card).getByText('Registered business (CS123456)')).toBeTruthy();
    expect(within(card).getByText('Email verified')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Refuse' }));
    const refuse = () => screen.getAllByRole('button', { name: 'Refuse' }).at(-1)!;
    fireEvent.click(refuse());
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    expect(calls().filter((call) => call.method === 'POST')).toEqual([]);

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...sellerApplication, status: 'refused', reason: 'No address' }));
    fireEvent.change(screen.getByLabelText('Reason the applicant sees'), { target: { value: 'Add the street and a landmark.' } });
    fireEvent.click(refuse());
    await waitFor(() =>
      expect(calls().filter((call) => call.method === 'POST')).toEqual([
        { url: '/api/v1/admin/seller-applications/4/refuse', method: 'POST', body: { reason: 'Add the street and a landmark.' } },
      ]),
    );
  });

  it('approves after the confirm and shows a refusal when someone decided first', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ results: [sellerApplication], next_cursor: null }));
    renderSellers();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Ama Fabrics' })).getByRole('button', { name: 'Approve' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'This application was already reviewed.' }, 409));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Approve this seller?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This application was already reviewed.')).toBeTruthy();
    expect(calls().find((call) => call.method === 'POST')?.url).toBe('/api/v1/admin/seller-applications/4/approve');
  });
});

const courierApplication: AdminCourierApplication = {
  id: 6,
  user_id: 11,
  name: 'Kofi Asante',
  phone: '0551234567',
  vehicle_type: 'motorbike',
  region: 'Ashanti',
  status: 'pending',
  created_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  email: 'kofi@example.com',
};

function renderCouriers(status: string | undefined) {
  return renderScreen(<CourierApplications status={status} />);
}

describe('CourierApplications', () => {
  it('lists every status when asked for all', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ items: [{ ...courierApplication, status: 'approved', reviewed_at: '2026-11-21T10:00:00.000Z' }], next_cursor: null }),
    );
    renderCouriers(undefined);
    const card = await screen.findByRole('article', { name: 'Kofi Asante' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/admin/courier-applications?limit=25');
    expect(within(card).getByText('Approved')).toBeTruthy();
    // A decided application offers no decision, and one page has no 'Load more'.
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page with the cursor of the last one', async () => {
    const older = { ...courierApplication, id: 5, name: 'Ama Owusu', email: 'ama@example.com' };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('cursor=')
        ? jsonResponse({ items: [older], next_cursor: null })
        : jsonResponse({ items: [courierApplication], next_cursor: 'next-page' }),
    );
    renderCouriers('pending');
    await screen.findByRole('article', { name: 'Kofi Asante' });
    expect(screen.queryByRole('article', { name: 'Ama Owusu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Ama Owusu' });
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/v1/admin/courier-applications?limit=25&status=pending&cursor=next-page');
    expect(within(screen.getByRole('list', { name: 'Courier applications' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('rejects a pending application after the confirm', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ items: [courierApplication], next_cursor: null }));
    renderCouriers('pending');
    const card = await screen.findByRole('article', { name: 'Kofi Asante' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/admin/courier-applications?limit=25&status=pending');
    expect(within(card).getByText('Motorbike')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    fetchMock.mockImplementationOnce(async () => jsonResponse({ ...courierApplication, status: 'rejected' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Reject this courier application?' })).getByRole('button', { name: 'Reject' }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/api/v1/admin/courier-applications/6/reject' && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });
});
