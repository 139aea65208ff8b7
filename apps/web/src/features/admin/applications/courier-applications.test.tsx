import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { CourierApplications } from './courier-applications';
import type { AdminCourierApplication } from './courier-applications-api';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const application: AdminCourierApplication = {
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

function renderList(status: string | undefined) {
  return renderScreen(<CourierApplications status={status} />);
}

describe('CourierApplications', () => {
  it('lists every status when asked for all', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ items: [{ ...application, status: 'approved', reviewed_at: '2026-11-21T10:00:00.000Z' }], next_cursor: null }),
    );
    renderList(undefined);
    const card = await screen.findByRole('article', { name: 'Kofi Asante' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/admin/courier-applications?limit=25');
    expect(within(card).getByText('Approved')).toBeTruthy();
    // A decided application offers no decision, and one page has no 'Load more'.
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page with the cursor of the last one', async () => {
    const older = { ...application, id: 5, name: 'Ama Owusu', email: 'ama@example.com' };
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('cursor=')
        ? jsonResponse({ items: [older], next_cursor: null })
        : jsonResponse({ items: [application], next_cursor: 'next-page' }),
    );
    renderList('pending');
    await screen.findByRole('article', { name: 'Kofi Asante' });
    expect(screen.queryByRole('article', { name: 'Ama Owusu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Ama Owusu' });
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/v1/admin/courier-applications?limit=25&status=pending&cursor=next-page');
    expect(within(screen.getByRole('list', { name: 'Courier applications' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('rejects a pending application after the confirm', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ items: [application], next_cursor: null }));
    renderList('pending');
    const card = await screen.findByRole('article', { name: 'Kofi Asante' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/admin/courier-applications?limit=25&status=pending');
    expect(within(card).getByText('Motorbike')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    fetchMock.mockImplementationOnce(async () => jsonResponse({ ...application, status: 'rejected' }));
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
