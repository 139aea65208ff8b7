import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminUser } from '@dwa/shared/admin';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { UserActionsPanel } from './user-actions-panel';
import { availableUserActions } from './user-permissions';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const user: AdminUser = {
  id: 7,
  name: 'Kofi Mensah',
  email: 'kofi@example.com',
  phone: '0241234567',
  user_type: 'CUSTOMER',
  is_verified: false,
  is_active: true,
  created_at: '2026-11-01T09:00:00.000Z',
  listings_count: 0,
};

function renderPanel(account: AdminUser, viewerId = '1') {
  return renderScreen(<UserActionsPanel user={account} available={availableUserActions(account, viewerId)} />);
}

const call = (index = 0) => ({ url: String(fetchMock.mock.calls[index]?.[0]), init: fetchMock.mock.calls[index]?.[1] });

describe('UserActionsPanel', () => {
  it('deactivates only with a reason, after the confirm', async () => {
    renderPanel(user);
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialogButton = () => screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)!;
    fireEvent.click(dialogButton());
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Sold fake phones  ' } });
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...user, is_active: false }));
    fireEvent.click(dialogButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(call().url).toBe('/api/v1/admin/users/7/deactivate');
    expect(call().init?.method).toBe('POST');
    expect(JSON.parse(String(call().init?.body))).toEqual({ reason: 'Sold fake phones' });
  });

  it("shows the server's refusal in the dialog", async () => {
    renderPanel(user);
    fireEvent.click(screen.getByRole('button', { name: 'Mark verified' }));
    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'User not found.' }, 404));
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark verified' }).at(-1)!);
    expect(await screen.findByText('User not found.')).toBeTruthy();
    expect(call().url).toBe('/api/v1/admin/users/7/verify');
  });

  it('changes the type with PATCH once another type is chosen and confirmed', async () => {
    renderPanel(user);
    const change = screen.getByRole<HTMLButtonElement>('button', { name: 'Change type' });
    expect(change.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Account type'), { target: { value: 'SELLER' } });
    fireEvent.click(change);
    fetchMock.mockResolvedValueOnce(jsonResponse({ user_id: 7, user_type: 'SELLER' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make Seller' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(call().init?.method).toBe('PATCH');
    expect(JSON.parse(String(call().init?.body))).toEqual({ user_type: 'SELLER' });
  });

  it('offers reactivation for a deactivated account, and nothing that would lock out the admin themselves', () => {
    renderPanel({ ...user, is_active: false });
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    cleanup();
    renderPanel({ ...user, user_type: 'ADMIN', is_verified: true }, '7');
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change type' })).toBeNull();
    expect(screen.getByText(/This is your own account/)).toBeTruthy();
  });
});
