import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '../../../lib/router';
import type { PrivateProfile } from '@dwa/shared/accounts';
import { jsonResponse } from '../../../testing/json-response';
import { testCart, testCartItem, testCartSeller } from '../../../testing/commerce';
import { CheckoutForm } from './checkout-form';
import { setupScreenTest } from '../../../testing/screen-setup';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
const cart = testCart([testCartSeller(3, [testCartItem({ listing_id: 7, price: 120, quantity: 1 })], { courier_fee: 10 })]);
const profile = { name: 'Ama Owusu', phone: '+233201234567', address: 'Adum, Kumasi' } as PrivateProfile;

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutForm cart={cart} profile={profile} />} />
          <Route path="/checkout/done" element={<p>Done page</p>} />
          <Route path="/checkout/pay/:id" element={<p>Payment page</p>} />
          <Route path="/cart" element={<p>Cart page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const checkoutCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/v1/orders/checkout');
const keyOf = (call: Parameters<typeof fetch>) => new Headers(call[1]?.headers).get('Idempotency-Key');

describe('CheckoutForm', () => {
  it('places a cash order with the pre-filled recipient', async () => {
    renderForm();
    expect(screen.getByLabelText<HTMLInputElement>('Recipient name').value).toBe('Ama Owusu');
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Ashanti' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ checkout_id: 1, orders: [{ id: 21 }], payment: null, total: 130, currency: 'GHS' }, 201),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(checkoutCalls()).toHaveLength(1));
    const body = JSON.parse(String(checkoutCalls()[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      delivery_method: 'courier',
      delivery_address: 'Adum, Kumasi',
      region: 'Ashanti',
      recipient_phone: '+233201234567',
      payment_method: 'cash',
    });
    expect(body).not.toHaveProperty('momo_network');
    await screen.findByText('Done page');
  });

  it('sends the same Idempotency-Key again after a network error, and a new one after an answer', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Volta' } });
    fireEvent.click(screen.getByRole('radio', { name: 'MTN' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText(/Your order was not confirmed: tap Place order again/)).toBeTruthy();

    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Mobile Money is not available right now. Choose cash on delivery.' }, 409));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Mobile Money is not available right now. Choose cash on delivery.')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      jsonResponse({ checkout_id: 2, orders: [{ id: 22 }], payment: { id: 9 }, total: 130, currency: 'GHS' }, 201),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Payment page');

    const [first, retried, afterAnswer] = checkoutCalls().map(keyOf);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(retried).toBe(first);
    expect(afterAnswer).not.toBe(first);
  });

  it('puts 422 field errors under their fields and sends a 409 out of stock back to the cart', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Ashanti' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ detail: [{ loc: ['body', 'recipient_name'], msg: 'Enter the recipient’s name.', type: 'custom' }] }, 422),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Enter the recipient’s name.')).toBeTruthy();
    expect(screen.getByLabelText('Recipient name').getAttribute('aria-invalid')).toBe('true');

    fetchMock.mockResolvedValueOnce(jsonResponse({ detail: 'Only 1 left in stock.' }, 409));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Cart page');
  });

  it('highlights every wrong field at once: an empty address beside a missing region', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Check the highlighted fields and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Region').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Delivery address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the delivery address.')).toBeTruthy();
    // The first of them in the page has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Delivery address'));

    // The region fixed, the address still empty: the line stays; the address too: it goes.
    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Ashanti' } });
    await waitFor(() => expect(screen.getByLabelText('Region').getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.getByText('Check the highlighted fields and try again.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: 'House 4, Ring Road, Adum' } });
    await waitFor(() => expect(screen.queryByText('Check the highlighted fields and try again.')).toBeNull());
    expect(checkoutCalls()).toHaveLength(0);
  });

  it('takes back "Check the highlighted fields" once the fields are valid', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: /^Cash on delivery/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Check the highlighted fields and try again.')).toBeTruthy();
    expect(screen.getByLabelText('Region').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Ashanti' } });
    await waitFor(() => expect(screen.getByLabelText('Region').getAttribute('aria-invalid')).not.toBe('true'));
    expect(screen.queryByText('Check the highlighted fields and try again.')).toBeNull();
    expect(checkoutCalls()).toHaveLength(0);
  });
});
