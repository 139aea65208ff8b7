import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Boost } from '@dwa/shared/boosts';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { BoostPage } from './boost-page';

// The owner's boost screen (ADR 072): prices in GHS, paying with Mobile Money, the payment's states
// and the receipt; with one kind running, the form offers the other (ADR 076); a stranger is told it
// is not theirs.

const fetchMock = setupScreenTest({ signedIn: true });

const listing = (overrides: object = {}) => ({ id: 7, title: 'Samsung TV 55"', status: 'active', is_owner: true, ...overrides });
const prices = {
  results: [
    { kind: 'featured', days: 7, amount: 25, currency: 'GHS' },
    { kind: 'featured', days: 30, amount: 80, currency: 'GHS' },
    { kind: 'urgent', days: 7, amount: 10, currency: 'GHS' },
    { kind: 'urgent', days: 30, amount: 30, currency: 'GHS' },
  ],
};
const boost = (overrides: Partial<Boost> = {}): Boost => ({
  id: 3,
  listing_id: 7,
  listing_title: 'Samsung TV 55"',
  seller_id: 1,
  kind: 'featured',
  days: 7,
  amount: 25,
  currency: 'GHS',
  status: 'pending',
  starts_at: null,
  ends_at: null,
  ended_at: null,
  refunded_at: null,
  receipt_number: null,
  payment: {
    id: 9,
    status: 'pending',
    network: 'MTN',
    phone: '+233 24 *** 1234',
    display_text: 'Approve',
    failure_reason: null,
    expires_at: '2026-11-29T12:03:00.000Z',
  },
  created_at: '2026-11-29T12:00:00.000Z',
  ...overrides,
});

function answer(routes: { listing?: object; boosts?: Boost[]; bought?: Boost; status?: number }) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('/api/v1/classifieds/7')) return jsonResponse(routes.listing ?? listing());
    if (url.endsWith('/api/v1/boosts/prices')) return jsonResponse(prices);
    if (url.includes('/receipt'))
      return jsonResponse({
        receipt_number: 'DWA-B-000003',
        boost_id: 3,
        listing_id: 7,
        listing_title: 'Samsung TV 55"',
        seller_name: 'Kofi',
        kind: 'featured',
        days: 7,
        amount: 25,
        currency: 'GHS',
        paid_at: '2026-11-29T12:01:00.000Z',
        payment_reference: 'dwa-abc',
        network: 'MTN',
        phone: '+233 24 *** 1234',
        refunded_at: null,
      });
    if (url.endsWith('/api/v1/boosts') && init?.method === 'POST') return jsonResponse(routes.bought ?? boost(), routes.status ?? 201);
    if (/\/api\/v1\/boosts\/\d+$/.test(url)) return jsonResponse(routes.boosts?.[0] ?? boost());
    return jsonResponse({ results: routes.boosts ?? [] });
  });
}

describe('the boost screen', () => {
  it('shows the kinds and durations with prices in GHS, and pays with Mobile Money', async () => {
    answer({});
    renderScreen(<BoostPage listingId="7" />);
    expect(await screen.findByRole('heading', { name: 'Boost your ad' })).toBeTruthy();
    expect(await screen.findByText('GHC 25.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Urgent/ }));
    fireEvent.click(screen.getByRole('radio', { name: /30 days/ }));
    expect(screen.getByText('GHC 30.00')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile Money number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay GHC 30.00 with Mobile Money' }));
    expect(await screen.findByText(/Enter your Mobile Money number/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mobile Money number'), { target: { value: '024 555 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay GHC 30.00 with Mobile Money' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toEqual({
      listing_id: 7,
      kind: 'urgent',
      days: 30,
      momo_network: 'MTN',
      momo_number: '+233245551234',
    });
  });

  it('says when the prompt waits on the phone, hiding the form', async () => {
    answer({ boosts: [boost()] });
    renderScreen(<BoostPage listingId="7" />);
    expect(await screen.findByText('Approve the prompt on your phone')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('says a failed payment and offers the form again', async () => {
    answer({
      boosts: [
        boost({ status: 'failed', payment: { ...boost().payment!, status: 'failed', failure_reason: 'The payment was declined.' } }),
      ],
    });
    renderScreen(<BoostPage listingId="7" />);
    expect(await screen.findByText('The payment did not go through')).toBeTruthy();
    expect(screen.getByText('The payment was declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeTruthy();
  });

  it('shows a running boost and its receipt', async () => {
    answer({
      boosts: [
        boost({
          status: 'active',
          starts_at: '2026-11-29T12:01:00.000Z',
          ends_at: '2026-12-06T12:01:00.000Z',
          receipt_number: 'DWA-B-000003',
        }),
      ],
    });
    renderScreen(<BoostPage listingId="7" />);
    expect(await screen.findByText('Your boost is running')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show receipt' }));
    expect(await screen.findByRole('heading', { name: 'Receipt DWA-B-000003' })).toBeTruthy();
    expect(screen.getByText('dwa-abc')).toBeTruthy();
  });

  it('offers Urgent on top of a running Featured, showing Featured as running until its end', async () => {
    const running = boost({
      status: 'active',
      starts_at: '2026-11-29T12:01:00.000Z',
      ends_at: '2026-12-06T12:01:00.000Z',
      receipt_number: 'DWA-B-000003',
    });
    answer({ boosts: [running], bought: boost({ id: 4, kind: 'urgent' }) });
    renderScreen(<BoostPage listingId="7" />);
    const kinds = await screen.findByRole('group', { name: 'Boost type' });
    expect(within(kinds).queryByRole('radio', { name: /Featured/ })).toBeNull();
    expect(within(kinds).getByText('Featured')).toBeTruthy();
    expect(within(kinds).getByText('Running')).toBeTruthy();
    expect(within(kinds).getByText(/^Until .*2026/)).toBeTruthy();
    expect((within(kinds).getByRole('radio', { name: /Urgent/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Mobile Money number'), { target: { value: '024 555 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay GHC 10.00 with Mobile Money' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ listing_id: 7, kind: 'urgent', days: 7 });
  });

  it('offers Featured on top of a running Urgent, and no form once both run', async () => {
    const urgent = boost({
      id: 5,
      kind: 'urgent',
      amount: 10,
      status: 'active',
      starts_at: '2026-11-29T12:01:00.000Z',
      ends_at: '2026-12-06T12:01:00.000Z',
      receipt_number: 'DWA-B-000005',
    });
    answer({ boosts: [urgent] });
    const first = renderScreen(<BoostPage listingId="7" />);
    const kinds = await screen.findByRole('group', { name: 'Boost type' });
    expect(within(kinds).queryByRole('radio', { name: /Urgent/ })).toBeNull();
    expect((within(kinds).getByRole('radio', { name: /Featured/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay GHC 25.00 with Mobile Money' })).toBeTruthy();
    first.unmount();
    answer({
      boosts: [
        urgent,
        boost({
          status: 'active',
          starts_at: '2026-11-29T12:01:00.000Z',
          ends_at: '2026-12-06T12:01:00.000Z',
          receipt_number: 'DWA-B-000003',
        }),
      ],
    });
    renderScreen(<BoostPage listingId="7" />);
    expect(await screen.findByText('Your boost is running')).toBeTruthy();
    expect(screen.getAllByText('Running')).toHaveLength(2);
    expect(screen.queryByRole('group', { name: 'Boost type' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('tells a stranger it is not their listing, and says a load failure', async () => {
    answer({ listing: listing({ is_owner: false }) });
    renderScreen(<BoostPage listingId="7" />);
    expect(await screen.findByText('You can only boost your own listings.')).toBeTruthy();
    fetchMock.mockImplementation(async () => jsonResponse({ detail: 'Server error' }, 500));
    renderScreen(<BoostPage listingId="8" />);
    expect(await screen.findByRole('button', { name: /try again/i })).toBeTruthy();
  });
});
