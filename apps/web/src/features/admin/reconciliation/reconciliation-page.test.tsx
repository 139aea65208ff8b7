import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notify } from '../../../lib/toast';
import { serveApi } from '../../../testing/fake-api';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import type { ReconciliationIssue } from './reconciliation-api';
import { ReconciliationPage } from './reconciliation-page';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest({ signedIn: true });

const anIssue = (id: number, fields: Partial<ReconciliationIssue> = {}): ReconciliationIssue => ({
  id,
  day: '2026-11-28',
  kind: 'amount_differs',
  what: 'charge',
  reference: `dwa-pay-${id}`,
  ledger_amount: 120,
  provider_amount: 102.5,
  resolved_at: null,
  created_at: '2026-11-29T02:30:00.000Z',
  ...fields,
});

function serve(issues: ReconciliationIssue[]) {
  let open = issues;
  return serveApi(fetchMock, ({ method, path, query }) => {
    if (method === 'GET') return jsonResponse({ results: query.get('resolved') === 'true' ? [] : open });
    const settle = /^\/api\/v1\/admin\/reconciliation\/(\d+)\/resolve$/.exec(path);
    if (!settle) return undefined;
    open = open.filter((issue) => issue.id !== Number(settle[1]));
    return new Response(null, { status: 204 });
  });
}

function renderPage(entry = '/admin/reconciliation') {
  renderScreen(<ReconciliationPage />, { entry });
}

afterEach(() => {
  vi.mocked(notify.success).mockReset();
});

describe('the Reconciliation page', () => {
  it('lists each difference: the day, the reference, what the ledger and the provider say', async () => {
    serve([
      anIssue(2),
      anIssue(1, { kind: 'missing_at_provider', what: 'transfer', reference: 'dwa-po-abc', ledger_amount: 50, provider_amount: null }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Differences between the ledger and the provider' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['28 Nov 2026', 'Amounts differ', 'GHC 120.00', 'GHC 102.50', 'Settle'],
      ['28 Nov 2026', 'Not at the provider', 'GHC 50.00', 'Nothing', 'Settle'],
    ]);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Transferdwa-po-abc');
  });

  it('settles one with a note', async () => {
    const sent = serve([anIssue(2)]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Settle dwa-pay-2' }));
    const dialog = screen.getByRole('dialog', { name: 'Settle dwa-pay-2?' });
    fireEvent.change(within(dialog).getByLabelText('How it was settled'), { target: { value: 'Provider fee, booked by hand.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('dwa-pay-2 is settled.'));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/v1/admin/reconciliation/2/resolve', body: { note: 'Provider fee, booked by hand.' } },
    ]);
    expect(await screen.findByText('No differences')).toBeTruthy();
  });

  it('says so when nothing differs, and when nothing was settled', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No differences')).toBeTruthy();
    expect(screen.getByText('The ledger and the provider agree on every day checked.')).toBeTruthy();
    cleanup();
    renderPage('/admin/reconciliation?resolved=true');
    expect(await screen.findByText('Nothing settled yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Settled' }).getAttribute('aria-current')).toBe('page');
  });
});
