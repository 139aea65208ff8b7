import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPayout } from '@dwa/shared/payouts';
import { PAYOUT_MESSAGES } from '@dwa/shared/payouts';
import { useLocation } from '../../../lib/router';
import { notify } from '../../../lib/toast';
import { serveApi } from '../../../testing/fake-api';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { PAYOUTS_PAGE_SIZE } from './get-payouts';
import { PayoutsPage } from './payouts-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest({ signedIn: true });

const aPayout = (id: number, fields: Partial<AdminPayout> = {}): AdminPayout => ({
  id,
  wallet: 'seller',
  amount: 76,
  currency: 'GHS',
  status: 'pending',
  destination: { kind: 'momo', label: 'MTN 024 *** 4512', account_name: 'SANDBOX ACCOUNT 4512' },
  failure_reason: null,
  held: false,
  requested_by: 'person',
  created_at: '2026-11-29T08:00:00.000Z',
  paid_at: null,
  user: { id: 12, name: 'Akosua Darko', email: 'akosua@example.com' },
  held_reason: null,
  reference: `dwa-po-${id}`,
  ...fields,
});

function serve(initial: AdminPayout[], { refuseHold = false } = {}) {
  let payouts = initial;
  return serveApi(fetchMock, ({ method, path, query, body }) => {
    if (method === 'GET' && path.startsWith('/api/v1/admin/payouts?')) {
      const shown = payouts.filter(
        (payout) =>
          (query.get('held') !== 'true' || payout.held) && (!query.get('user_id') || String(payout.user.id) === query.get('user_id')),
      );
      return jsonResponse({ results: shown, next_cursor: null });
    }
    const action = /^\/api\/v1\/admin\/payouts\/(\d+)\/(hold|release)$/.exec(path);
    if (action && method === 'POST') {
      if (action[2] === 'hold' && refuseHold) return jsonResponse({ detail: PAYOUT_MESSAGES.cannotHold }, 409);
      const held = action[2] === 'hold';
      const reason = (body as { reason?: string } | null)?.reason ?? null;
      payouts = payouts.map((payout) =>
        String(payout.id) === action[1] ? { ...payout, held, held_reason: held ? reason : null } : payout,
      );
      return jsonResponse(payouts.find((payout) => String(payout.id) === action[1]));
    }
    return undefined;
  });
}

function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderPage(entry = '/admin/payouts') {
  renderScreen(
    <>
      <PayoutsPage />
      <Address />
    </>,
    { entry },
  );
}

const gets = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').map(([url]) => String(url));

afterEach(() => {
  vi.mocked(notify.success).mockReset();
  vi.mocked(notify.error).mockReset();
});

describe('the Payouts page', () => {
  it('lists payouts with whose, where to and the ledger link; holds one with a reason and releases it', async () => {
    const sent = serve([aPayout(9), aPayout(8, { status: 'paid', paid_at: '2026-11-29T09:00:00.000Z' })]);
    renderPage();
    const card = await screen.findByRole('article', { name: 'GHC 76.00 · payout #9' });
    expect(gets()[0]).toBe(`/api/v1/admin/payouts?limit=${PAYOUTS_PAGE_SIZE}`);
    expect(card.textContent).toContain('MTN 024 *** 4512 · SANDBOX ACCOUNT 4512');
    expect(within(card).getByRole('link', { name: 'Akosua Darko’s ledger' }).getAttribute('href')).toBe('/admin/users/12/ledger');
    // A paid payout can be neither held nor released.
    expect(within(screen.getByRole('article', { name: 'GHC 76.00 · payout #8' })).queryByRole('button')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Hold' }));
    let dialog = screen.getByRole('dialog', { name: 'Hold payout #9?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Checking the number' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payout #9 is held.'));
    expect(sent).toEqual([{ method: 'POST', path: '/api/v1/admin/payouts/9/hold', body: { reason: 'Checking the number' } }]);
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: 'GHC 76.00 · payout #9' })).getByText('Checking the number')).toBeTruthy(),
    );

    fireEvent.click(within(screen.getByRole('article', { name: 'GHC 76.00 · payout #9' })).getByRole('button', { name: 'Release' }));
    dialog = screen.getByRole('dialog', { name: 'Release payout #9?' });
    expect(dialog.textContent).toContain('GHC 76.00 is sent to Akosua Darko (MTN 024 *** 4512) now.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Payout #9 is released and on its way.'));
    expect(sent.at(-1)).toEqual({ method: 'POST', path: '/api/v1/admin/payouts/9/release', body: null });
  });

  it('shows the server’s refusal in the dialog', async () => {
    serve([aPayout(9)], { refuseHold: true });
    renderPage();
    const card = await screen.findByRole('article', { name: 'GHC 76.00 · payout #9' });
    fireEvent.click(within(card).getByRole('button', { name: 'Hold' }));
    const dialog = screen.getByRole('dialog', { name: 'Hold payout #9?' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Too late?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hold' }));
    expect(await within(dialog).findByText(PAYOUT_MESSAGES.cannotHold)).toBeTruthy();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('narrows to the held ones and to a person, in the address', async () => {
    serve([
      aPayout(9, { held: true, held_reason: 'Checking' }),
      aPayout(8, { user: { id: 13, name: 'Yaw Ofori', email: 'yaw@example.com' } }),
    ]);
    renderPage('/admin/payouts?held=true');
    expect(await screen.findByRole('article', { name: 'GHC 76.00 · payout #9' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Held' }).getAttribute('aria-current')).toBe('page');
    expect(gets()[0]).toBe(`/api/v1/admin/payouts?held=true&limit=${PAYOUTS_PAGE_SIZE}`);

    fireEvent.change(screen.getByLabelText('Person’s user id'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Enter a user id: a whole number such as 12.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Person’s user id'), { target: { value: '#13' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('address').textContent).toBe('/admin/payouts?held=true&user_id=13');
    expect(await screen.findByText('No payouts here')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(await screen.findByRole('article', { name: 'GHC 76.00 · payout #8' })).toBeTruthy();
    expect(screen.getByLabelText('address').textContent).toBe('/admin/payouts?user_id=13');
  });
});
