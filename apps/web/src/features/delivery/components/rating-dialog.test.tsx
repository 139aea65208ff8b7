import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Delivery } from '@dwa/shared/delivery';
import { jsonResponse } from '../../../testing/json-response';
import { testDelivery } from '../../../testing/delivery';
import { RatingDialog } from './rating-dialog';
import { setupScreenTest } from '../../../testing/screen-setup';

vi.mock('../../../lib/toast', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const fetchMock = setupScreenTest();
function renderDialog(delivery: Delivery) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <RatingDialog delivery={delivery} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const stars = () =>
  [1, 2, 3, 4, 5].map((value) =>
    screen.getByRole<HTMLInputElement>('radio', { name: `${value} star${value === 1 ? '' : 's'}`, hidden: true }),
  );
const sentBody = () => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { stars: number; review: string | null };

describe('RatingDialog', () => {
  const delivered = testDelivery({ id: 7, status: 'delivered' });

  it('starts with no star chosen and refuses to submit until one is', async () => {
    renderDialog(delivered);
    expect(stars().some((radio) => radio.checked)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating', hidden: true }));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Choose a rating from 1 to 5 stars.');
    expect(document.activeElement).toBe(stars()[0]);
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(stars()[3]!);
    expect(screen.queryByRole('alert', { hidden: true })).toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...delivered, rating: { stars: 4, review: null, created_at: '', updated_at: '' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating', hidden: true }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/delivery/requests/7/rating');
    expect(sentBody().stars).toBe(4);
  });

  it('keeps the existing rating when editing', async () => {
    renderDialog({
      ...delivered,
      rating: { stars: 2, review: 'Late', created_at: '2026-11-22T10:00:00Z', updated_at: '2026-11-22T10:00:00Z' },
    });
    expect(stars()[1]?.checked).toBe(true);
    fetchMock.mockResolvedValueOnce(jsonResponse(delivered));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Rating', hidden: true }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toEqual({ stars: 2, review: 'Late' });
  });
});
