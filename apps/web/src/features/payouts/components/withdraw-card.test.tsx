import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Earnings, Payout } from '@dwa/shared/payouts';
import { MemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { WithdrawCard } from './withdraw-card';
import { setupScreenTest } from '../../../testing/screen-setup';

const fetchMock = setupScreenTest();

const earnings: Earnings = {
  wallet: 'seller',
  available: 190,
  held: 0,
  in_transit: 0,
  paid_out: 0,
  currency: 'GHS',
  minimum_payout: 10,
  movements: [],
  next_cursor: null,
};

function payout(changes: Partial<Payout> = {}): Payout {
  return {
    id: 7,
    wallet: 'seller',
    amount: 190,
    currency: 'GHS',
    status: 'processing',
    destination: { kind: 'momo', label: 'MTN 024 *** 4567', account_name: 'AMA OWUSU' },
    failure_reason: null,
    held: false,
    requested_by: 'person',
    created_at: '2026-11-29T10:00:00Z',
    paid_at: null,
    ...changes,
  };
}

function renderCard(canWithdraw = true) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MemoryRouter>
        <WithdrawCard wallet="seller" earnings={earnings} canWithdraw={canWithdraw} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const amount = () => screen.getByLabelText('Amount (GHC)');
const withdraw = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
const sent = (index: number) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return {
    url: String(url),
    method: init?.method,
    key: new Headers(init?.headers).get('Idempotency-Key'),
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : null,
  };
};

describe('WithdrawCard', () => {
  it('checks the amount before asking: cedis with 2 decimals, at least the minimum', () => {
    renderCard();
    fireEvent.change(amount(), { target: { value: '12.345' } });
    withdraw();
    expect(screen.getByText('Enter an amount in cedis, up to 2 decimals.')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '5' } });
    withdraw();
    expect(screen.getByText('The smallest payout is GHC 10.00.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('withdraws all with an Idempotency-Key and follows the payout until it is paid', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(payout(), 201))
      .mockResolvedValue(jsonResponse(payout({ status: 'paid', paid_at: '2026-11-29T10:01:00Z' })));
    renderCard();
    withdraw();
    expect(await screen.findByText('Paid to MTN 024 *** 4567.')).toBeTruthy();
    const request = sent(0);
    expect(request).toMatchObject({ url: '/api/v1/payouts', method: 'POST', body: { wallet: 'seller' } });
    expect(request.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(sent(1)).toMatchObject({ url: '/api/v1/payouts/7', method: 'GET' });
  });

  it('sends the same key again after no answer came, and shows a refusal in words', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderCard();
    fireEvent.change(amount(), { target: { value: '50' } });
    withdraw();
    expect(await screen.findByRole('alert')).toBeTruthy();
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: 'Your payout details changed recently: payouts resume 24 hours after the change.' }, 409),
    );
    withdraw();
    expect(await screen.findByText('Your payout details changed recently: payouts resume 24 hours after the change.')).toBeTruthy();
    expect(sent(1).body).toEqual({ wallet: 'seller', amount: 50 });
    expect(sent(1).key).toBe(sent(0).key);
  });

  it('cannot withdraw without payout details', () => {
    renderCard(false);
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
