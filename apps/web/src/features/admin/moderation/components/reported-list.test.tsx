import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serveApi } from '../../../../testing/fake-api';
import { jsonResponse } from '../../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../../testing/screen-setup';
import type { ReportedListing } from '../types';
import { ModerationPage } from './moderation-page';

const fetchMock = setupScreenTest({ signedIn: true });

const report = (id: number, status: 'open' | 'resolved', reason = 'spam', details: string | null = null) => ({
  id,
  reason,
  details,
  reporter: { id: 60 + id, name: `Reporter ${id}` },
  created_at: '2026-11-20T09:00:00.000Z',
  status,
});

const aGroup = (id: number, title: string, reports: ReportedListing['reports']): ReportedListing => ({
  listing: { id, title, status: 'active', price: 80, currency: 'GHS', image: null },
  owner: { id: 9, name: 'Kwame Mensah' },
  reports,
  open_count: reports.filter((item) => item.status === 'open').length,
  latest_report_at: '2026-11-20T09:00:00.000Z',
});

function serve(groups: ReportedListing[]) {
  return serveApi(fetchMock, ({ method, path, query }) => {
    if (path.startsWith('/api/v1/admin/reported-listings?')) {
      const status = query.get('status');
      return jsonResponse({
        results: groups.filter((group) => (status === 'open' ? group.open_count > 0 : group.open_count === 0)),
        next_cursor: null,
      });
    }
    const patch = /^\/api\/v1\/admin\/reports\/(\d+)$/.exec(path);
    if (patch && method === 'PATCH') {
      const id = Number(patch[1]);
      groups = groups.map((group) =>
        group.reports.some((item) => item.id === id)
          ? { ...group, open_count: 0, reports: group.reports.map((item) => ({ ...item, status: 'resolved' as const })) }
          : group,
      );
      return jsonResponse({ id, status: 'resolved', resolution: 'dismissed', resolved_count: 2, listing: { id, status: 'active' } });
    }
    return jsonResponse({ results: [], next_cursor: null });
  });
}

function renderPage() {
  renderScreen(<ModerationPage />, { entry: '/admin/moderation?tab=reported' });
}

describe('the reported tab', () => {
  it('groups every report under its listing and dismisses them with d, focus moving on', async () => {
    const patches = serve([
      aGroup(1, 'Kente cloth', [
        report(11, 'open', 'spam', 'Posted three times.'),
        report(12, 'open', 'duplicate'),
        report(10, 'resolved', 'other'),
      ]),
      aGroup(2, 'Clay pot', [report(21, 'open', 'prohibited')]),
    ]);
    renderPage();
    const kente = await screen.findByRole('article', { name: 'Kente cloth' });
    expect(within(kente).getByText('2 open reports')).toBeTruthy();
    const reports = within(kente).getByRole('list', { name: 'Reports of Kente cloth' });
    expect(within(reports).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reports).getByText('Spam')).toBeTruthy();
    expect(within(reports).getByText('Duplicate listing')).toBeTruthy();
    expect(within(reports).getByText('Posted three times.')).toBeTruthy();

    kente.focus();
    fireEvent.keyDown(kente, { key: 'd' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kente cloth' })).toBeNull());
    expect(patches).toEqual([{ method: 'PATCH', path: '/api/v1/admin/reports/11', body: { action: 'dismiss' } }]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Clay pot' })));
    expect(screen.getByText('Dismissed the reports of “Kente cloth”.')).toBeTruthy();
  });

  it('deactivates a listing only after the admin confirms, with the reason the seller is told', async () => {
    const patches = serve([aGroup(2, 'Clay pot', [report(21, 'open', 'prohibited')])]);
    renderPage();
    const pot = await screen.findByRole('article', { name: 'Clay pot' });
    fireEvent.click(within(pot).getByRole('button', { name: 'Deactivate listing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(patches).toHaveLength(0);
    fireEvent.click(within(pot).getByRole('button', { name: 'Deactivate listing' }));
    fireEvent.change(screen.getByLabelText(/Reason the seller will see/), { target: { value: 'Prohibited item.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.getByText('No open reports')).toBeTruthy());
    expect(patches).toEqual([
      { method: 'PATCH', path: '/api/v1/admin/reports/21', body: { action: 'deactivate', reason: 'Prohibited item.' } },
    ]);

    fireEvent.click(screen.getByLabelText('Resolved'));
    const resolved = await screen.findByRole('article', { name: 'Clay pot' });
    expect(within(resolved).queryByRole('button', { name: 'Dismiss' })).toBeNull();
  });
});
