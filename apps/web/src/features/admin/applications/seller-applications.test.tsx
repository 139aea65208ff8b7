import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { SellerApplications } from './seller-applications';
import type { AdminSellerApplication } from './seller-applications-api';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const application: AdminSellerApplication = {
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

function renderList(status = 'pending') {
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
    renderList();
    expect(await screen.findByText('No seller application is waiting')).toBeTruthy();
    expect(calls()[0]?.url).toBe('/api/v1/admin/seller-applications?limit=25&status=pending');
  });

  it('shows what the applicant sent and refuses only with a reason', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ results: [application], next_cursor: null }));
    renderList();
    const card = await screen.findByRole('article', { name: 'Ama Fabrics' });
    expect(within(card).getByText('Registered business (CS123456)')).toBeTruthy();
    expect(within(card).getByText('Email verified')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Refuse' }));
    const refuse = () => screen.getAllByRole('button', { name: 'Refuse' }).at(-1)!;
    fireEvent.click(refuse());
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    expect(calls().filter((call) => call.method === 'POST')).toEqual([]);

    fetchMock.mockResolvedValueOnce(jsonResponse({ ...application, status: 'refused', reason: 'No address' }));
    fireEvent.change(screen.getByLabelText('Reason the applicant sees'), { target: { value: 'Add the street and a landmark.' } });
    fireEvent.click(refuse());
    await waitFor(() =>
      expect(calls().filter((call) => call.method === 'POST')).toEqual([
        { url: '/api/v1/admin/seller-applications/4/refuse', method: 'POST', body: { reason: 'Add the street and a landmark.' } },
      ]),
    );
  });

  it('approves after the confirm and shows a refusal when someone decided first', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ results: [application], next_cursor: null }));
    renderList();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Ama Fabrics' })).getByRole('button', { name: 'Approve' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'This application was already reviewed.' }, 409));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Approve this seller?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This application was already reviewed.')).toBeTruthy();
    expect(calls().find((call) => call.method === 'POST')?.url).toBe('/api/v1/admin/seller-applications/4/approve');
  });
});
