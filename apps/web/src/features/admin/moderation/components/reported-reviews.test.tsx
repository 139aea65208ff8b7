import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReportedReview, Review } from '@dwa/shared/reviews';
import { serveApi } from '../../../../testing/fake-api';
import { jsonResponse } from '../../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../../testing/screen-setup';
import { ModerationPage } from './moderation-page';

const fetchMock = setupScreenTest({ signedIn: true });

const aReview = (id: number, hidden = false): Review => ({
  id,
  order_id: 40 + id,
  listing_id: null,
  seller_id: 9,
  source: 'order',
  buyer_name: 'Ama M.',
  rating: 1,
  body: 'Call him on 024 000 1111, he is a thief.',
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  hidden,
  hidden_reason: hidden ? 'Personal details' : null,
  photos: [],
});

const aGroup = (id: number, seller: string, open: boolean, hidden = false): ReportedReview => ({
  review: aReview(id, hidden),
  seller: { id: 9, name: seller },
  reports: [
    {
      id: 100 + id,
      reason: 'personal_info',
      details: 'Shares a phone number.',
      reporter: { id: 70, name: 'Yaw Boateng' },
      created_at: '2026-11-21T09:00:00.000Z',
      status: open ? 'open' : 'resolved',
    },
  ],
  open_count: open ? 1 : 0,
  latest_report_at: '2026-11-21T09:00:00.000Z',
});

function serve(groups: ReportedReview[]) {
  return serveApi(fetchMock, ({ method, path, query, body }) => {
    if (path.startsWith('/api/v1/admin/reported-reviews?')) {
      const status = query.get('status');
      return jsonResponse({
        results: groups.filter((group) => (status === 'open' ? group.open_count > 0 : group.open_count === 0)),
        next_cursor: null,
      });
    }
    const patch = /^\/api\/v1\/admin\/reviews\/(\d+)$/.exec(path);
    if (patch && method === 'PATCH') {
      const { action } = body as { action: string };
      const id = Number(patch[1]);
      groups = groups.map((group) =>
        group.review.id === id ? { ...group, open_count: 0, review: { ...group.review, hidden: action === 'hide' } } : group,
      );
      return jsonResponse({ review: groups.find((group) => group.review.id === id)!.review, resolved_count: 1 });
    }
    return jsonResponse({ results: [], next_cursor: null });
  });
}

describe('the reported reviews tab', () => {
  it('shows the review and its reports, and hides it only with a reason its author is told', async () => {
    const patches = serve([aGroup(1, 'Kofi Phones', true)]);
    renderScreen(<ModerationPage />, { entry: '/admin/moderation?tab=reviews' });
    const item = await screen.findByRole('article', { name: 'Review of Kofi Phones' });
    expect(within(item).getByText('Call him on 024 000 1111, he is a thief.')).toBeTruthy();
    expect(within(item).getByText('1 open report')).toBeTruthy();
    expect(within(item).getByText('Shares personal details')).toBeTruthy();
    expect(within(item).getByText('Shares a phone number.')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Hide review' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide this review?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(patches).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason its author will see/), { target: { value: 'Personal details' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.getByText('No reported reviews')).toBeTruthy());
    expect(patches).toEqual([{ method: 'PATCH', path: '/api/v1/admin/reviews/1', body: { action: 'hide', reason: 'Personal details' } }]);
    expect(screen.getByText('Hid the review of Kofi Phones.')).toBeTruthy();
  });

  it('dismisses the reports with d, and restores a hidden review from the resolved ones', async () => {
    const patches = serve([aGroup(2, 'Esi Fabrics', true), aGroup(3, 'Abena Crafts', false, true)]);
    renderScreen(<ModerationPage />, { entry: '/admin/moderation?tab=reviews' });
    const esi = await screen.findByRole('article', { name: 'Review of Esi Fabrics' });
    esi.focus();
    fireEvent.keyDown(esi, { key: 'd' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Review of Esi Fabrics' })).toBeNull());
    fireEvent.click(screen.getByLabelText('Resolved'));
    const abena = await screen.findByRole('article', { name: 'Review of Abena Crafts' });
    expect(within(abena).getByText('Hidden')).toBeTruthy();
    expect(within(abena).getByText('Hidden because: Personal details')).toBeTruthy();
    fireEvent.click(within(abena).getByRole('button', { name: 'Restore review' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches).toEqual([
      { method: 'PATCH', path: '/api/v1/admin/reviews/2', body: { action: 'dismiss' } },
      { method: 'PATCH', path: '/api/v1/admin/reviews/3', body: { action: 'restore' } },
    ]);
  });
});
