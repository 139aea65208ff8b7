import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { jsonResponse } from '../../../testing/json-response';
import { aReview, anOrderReview } from '../../../testing/reviews';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { OrderReviewCard } from './review-card';

const fetchMock = setupScreenTest();

const review = aReview();
const answer = anOrderReview;

function renderCard(delivered: boolean, viewer: 'buyer' | 'seller' | 'admin') {
  return renderScreen(<OrderReviewCard orderId={5} delivered={delivered} viewer={viewer} />);
}

describe('OrderReviewCard', () => {
  it('asks the buyer of a delivered order for stars and words, and checks them before sending', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer({})));
    renderCard(true, 'buyer');
    expect(await screen.findByRole('heading', { name: 'Review the seller' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(review, 201));
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'Good and on time.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(String(url)).toContain('/api/v1/orders/5/review');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 4, body: 'Good and on time.' });
  });

  it('lets the seller reply once to the review, and says nothing before delivery or to an admin', async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer({ review, my_role: 'seller', can_review: false, can_reply: true })));
    renderCard(true, 'seller');
    expect(await screen.findByText('Good and on time.')).toBeTruthy();
    expect(screen.getByLabelText('Your public reply')).toBeTruthy();
    cleanup();
    fetchMock.mockClear();
    const early = renderCard(false, 'buyer');
    expect(early.container.textContent).toBe('');
    early.unmount();
    const admin = renderCard(true, 'admin');
    expect(admin.container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the buyer their review with the seller's reply and no edit once replied", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        answer({ review: { ...review, reply: 'Thank you!', replied_at: '2026-11-30T10:00:00Z' }, can_review: false, can_edit: false }),
      ),
    );
    renderCard(true, 'buyer');
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    expect(screen.getByText('Reply from the seller')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit review' })).toBeNull();
  });
});
