import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { testPayment } from '../../../testing/commerce';
import { PaymentPage } from './payment-page';
import { setupScreenTest } from '../../../testing/screen-setup';

type Handler = (frame: Record<string, unknown>) => void;
const live = vi.hoisted(() => ({ handlers: new Map<string, Handler>() }));
vi.mock('../../../lib/realtime', () => ({
  startRealtime: () => undefined,
  realtime: {
    subscribe: (type: string, handler: Handler) => {
      live.handlers.set(type, handler);
      return () => live.handlers.delete(type);
    },
  },
}));
vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PaymentPage paymentId={5} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  live.handlers.clear();
});

describe('PaymentPage', () => {
  it('asks to approve the prompt, then shows the success a payment frame announces', async () => {
    const expires = new Date(Date.now() + 125_000).toISOString();
    fetchMock.mockResolvedValueOnce(jsonResponse(testPayment({ expires_at: expires })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Approve the prompt on your phone' })).toBeTruthy();
    expect(screen.getByText('GHC 320.00')).toBeTruthy();
    expect(screen.getByText('MTN +233 24 *** 4567')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/2:0[45]/);

    // Another payment's frame changes nothing; this one's reads the payment again.
    act(() => live.handlers.get('payment')?.({ type: 'payment', payment_id: 99, status: 'succeeded' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(jsonResponse(testPayment({ status: 'succeeded', expires_at: expires })));
    act(() => live.handlers.get('payment')?.({ type: 'payment', payment_id: 5, status: 'succeeded' }));
    expect(await screen.findByRole('heading', { name: 'Payment received' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const orders = screen.getByRole('list', { name: 'Your orders' }).querySelectorAll('a');
    expect([...orders].map((link) => link.getAttribute('href'))).toEqual(['/orders/11', '/orders/12']);
    expect(orders[0]?.textContent).toContain('Order DWA-000011');
  });

  it('says why a payment failed and offers Try again and Cancel order', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(testPayment({ status: 'failed', failure_reason: 'Declined by the payer (sandbox test number)' })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Declined by the payer (sandbox test number)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.getByText('Leave empty to use +233 24 *** 4567 again.')).toBeTruthy();
  });
});
