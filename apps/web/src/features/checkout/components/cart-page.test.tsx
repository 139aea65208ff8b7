import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { testCart, testCartItem, testCartSeller } from '../../../testing/commerce';
import { CartPage } from './cart-page';
import { setupScreenTest } from '../../../testing/screen-setup';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ama = { id: 1, name: 'Ama Owusu', business_name: 'Ama Fabrics', has_pickup_address: true };
const kofi = { id: 2, name: 'Kofi Boateng', business_name: null, has_pickup_address: false };
const cart = testCart([
  testCartSeller(
    1,
    [
      testCartItem({ listing_id: 10, title: 'Kente scarf', price: 120, quantity: 2, stock: 5 }),
      testCartItem({ listing_id: 11, title: 'Old lamp', price: 80, problem: 'inactive' }),
    ],
    {
      seller: ama,
      courier_fee: 15,
    },
  ),
  testCartSeller(
    2,
    [testCartItem({ listing_id: 12, title: 'Talking drum', price: 300, quantity: 3, stock: 2, problem: 'not_enough_stock' })],
    { seller: kofi },
  ),
]);

describe('CartPage', () => {
  it('groups lines by seller, flags what cannot be bought and leaves it out of the totals', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(cart));
    renderPage();
    const amaGroup = await screen.findByRole('region', { name: 'Sold by Ama Fabrics' });
    expect(within(amaGroup).getByText('No longer available')).toBeTruthy();
    expect(within(amaGroup).getByText('Subtotal (2 items)').nextSibling?.textContent).toBe('GHC 240.00');
    expect(within(amaGroup).getByText('GHC 15.00')).toBeTruthy();
    const kofiGroup = screen.getByRole('region', { name: 'Sold by Kofi Boateng' });
    expect(within(kofiGroup).getByText('Only 2 left: lower the quantity')).toBeTruthy();
    expect(within(kofiGroup).getByText('Nothing from this seller can be bought right now.')).toBeTruthy();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Total').nextSibling?.textContent).toBe('GHC 255.00');
    expect(within(summary).getByRole<HTMLButtonElement>('button', { name: 'Checkout' }).disabled).toBe(true);
  });

  it('changes a quantity and shows the cart the server answers', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(cart));
    renderPage();
    const drum = await screen.findByRole('spinbutton', { name: 'Quantity of Talking drum' });
    expect((drum as HTMLInputElement).max).toBe('2');
    const fixed = testCart([
      cart.sellers[0]!,
      testCartSeller(2, [testCartItem({ listing_id: 12, title: 'Talking drum', price: 300, quantity: 2, stock: 2 })], { seller: kofi }),
    ]);
    fetchMock.mockResolvedValueOnce(jsonResponse(fixed));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Talking drum' }));
    await waitFor(() => expect(screen.queryByText('Only 2 left: lower the quantity')).toBeNull());
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/v1/cart/items/12');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ quantity: 2 });
  });

  it('says when the cart is empty and leads to the shop', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(testCart([])));
    renderPage();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Shop' }).getAttribute('href')).toBe('/ecommerce');
  });
});
