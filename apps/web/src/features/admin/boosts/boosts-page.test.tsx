import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Boost } from '@dwa/shared/boosts';
import { serveApi } from '../../../testing/fake-api';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { BoostsPage } from './boosts-page';

// The console's boosts (ADR 072): prices per kind and duration, the latest boosts, and a refund.

const fetchMock = setupScreenTest({ signedIn: true });

const prices = {
  results: [
    { kind: 'featured', days: 7, amount: 25, currency: 'GHS' },
    { kind: 'featured', days: 30, amount: 80, currency: 'GHS' },
    { kind: 'urgent', days: 7, amount: 10, currency: 'GHS' },
    { kind: 'urgent', days: 30, amount: 30, currency: 'GHS' },
  ],
};
const paid: Boost = {
  id: 3,
  listing_id: 7,
  listing_title: 'Samsung TV',
  seller_id: 1,
  kind: 'featured',
  days: 7,
  amount: 25,
  currency: 'GHS',
  status: 'active',
  starts_at: '2026-11-29T12:01:00.000Z',
  ends_at: '2026-12-06T12:01:00.000Z',
  ended_at: null,
  refunded_at: null,
  receipt_number: 'DWA-B-000003',
  payment: null,
  created_at: '2026-11-29T12:00:00.000Z',
};

function serve(list: Boost[]) {
  return serveApi(fetchMock, ({ path }) => {
    if (path.endsWith('/boosts/prices')) return jsonResponse(prices);
    if (path.endsWith('/refund')) return jsonResponse({ ...paid, status: 'refunded', refunded_at: '2026-11-30T00:00:00.000Z' });
    return jsonResponse({ results: list });
  });
}

describe('admin boosts', () => {
  it('edits the prices, refusing a bad one', async () => {
    const sent = serve([]);
    renderScreen(<BoostsPage />);
    const field = await screen.findByLabelText('Urgent, 7 days (GHS)');
    expect(await screen.findByText('No boosts yet.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(await screen.findByText(/Enter a price above 0/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(field, { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      prices: [
        { kind: 'featured', days: 7, amount: 25 },
        { kind: 'featured', days: 30, amount: 80 },
        { kind: 'urgent', days: 7, amount: 12.5 },
        { kind: 'urgent', days: 30, amount: 30 },
      ],
    });
    expect(await screen.findByText('Prices saved.')).toBeTruthy();
  });

  it('refunds a paid boost after confirming', async () => {
    const sent = serve([paid]);
    renderScreen(<BoostsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund the boost of Samsung TV' }));
    expect(screen.getByText(/goes back to the seller of Samsung TV/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(sent.map((call) => call.path)).toEqual([expect.stringContaining('/api/v1/admin/boosts/3/refund')]));
    expect(await screen.findByText('The boost of Samsung TV was refunded.')).toBeTruthy();
    expect(screen.getByText('Refunded')).toBeTruthy();
  });

  it('says a load failure with a retry', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Server error' }, 500));
    renderScreen(<BoostsPage />);
    expect((await screen.findAllByText('Could not load the boosts.')).length).toBeGreaterThan(0);
  });
});
