import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderDetail } from '@dwa/shared/commerce';
import { MemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { OrderDisputeCard } from './order-dispute-card';
import { setupScreenTest } from '../../../testing/screen-setup';

const fetchMock = setupScreenTest();

// Only what the card reads of an order.
const order = (changes: Partial<OrderDetail> = {}) =>
  ({
    id: 5,
    number: 'DWA-000005',
    payment_method: 'momo',
    payment_status: 'paid',
    status: 'shipped',
    delivered_at: null,
    ...changes,
  }) as OrderDetail;

const dispute = {
  id: 3,
  order_id: 5,
  order_number: 'DWA-000005',
  order_total: 90,
  reason: 'damaged',
  status: 'open',
  refund: null,
  resolution_note: null,
  my_role: 'seller',
  buyer: { id: 1, name: 'Yaw' },
  seller: { id: 2, name: 'Kwame' },
  created_at: '2026-11-29T10:00:00Z',
  resolved_at: null,
};

function renderCard(value: OrderDetail, viewer: 'buyer' | 'seller' | 'admin') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OrderDisputeCard order={value} viewer={viewer} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('OrderDisputeCard', () => {
  it("offers the buyer of a paid order on its way buyer protection's dispute", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ results: [], next_cursor: null }));
    renderCard(order(), 'buyer');
    const link = await screen.findByRole('link', { name: 'Report a problem' });
    expect(link.getAttribute('href')).toBe('/orders/5/dispute');
    expect(screen.getByText(/Dwa holds your payment until you confirm delivery/)).toBeTruthy();
  });

  it('shows both sides the dispute the order has', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ results: [dispute], next_cursor: null }));
    renderCard(order(), 'seller');
    expect(await screen.findByText('This order is disputed')).toBeTruthy();
    expect(screen.getByText('Damaged')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View dispute' }).getAttribute('href')).toBe('/disputes/3');
  });

  it('says nothing to a seller without a dispute, nor on a cash order (no request made)', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ results: [], next_cursor: null }));
    const { container, unmount } = renderCard(order(), 'seller');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container.textContent).toBe('');
    unmount();
    const cash = renderCard(order({ payment_method: 'cash', payment_status: 'cash_on_delivery' }), 'buyer');
    expect(cash.container.textContent).toBe('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
