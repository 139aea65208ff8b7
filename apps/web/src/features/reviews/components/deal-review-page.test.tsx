import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DealReview, Review } from '@dwa/shared/reviews';
import { MemoryRouter } from '../../../lib/router';
import { jsonResponse } from '../../../testing/json-response';
import { DealReviewPage } from './deal-review-page';
import { setupScreenTest } from '../../../testing/screen-setup';

// `/listing/{id}/review` (issue 32): the person a classified ad was marked sold to reviews its seller.

const fetchMock = setupScreenTest();

const deal = (changes: Partial<DealReview> = {}): DealReview => ({
  review: null,
  my_role: 'buyer',
  can_review: true,
  can_edit: false,
  can_reply: false,
  review_until: '2026-12-29T10:00:00Z',
  listing_id: 7,
  title: 'Tecno Camon 20',
  seller_id: 3,
  seller_name: 'Kofi Phones',
  ...changes,
});
const review: Review = {
  id: 11,
  order_id: null,
  listing_id: 7,
  seller_id: 3,
  source: 'deal',
  buyer_name: 'Akua B.',
  rating: 5,
  body: 'As described.',
  reply: null,
  replied_at: null,
  created_at: '2026-11-29T10:00:00Z',
  updated_at: '2026-11-29T10:00:00Z',
  hidden: false,
  hidden_reason: null,
  photos: [],
};

function renderPage(id = '7') {
  return render(
    // As the app's client: a minute fresh, so the page and its card share one read.
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } })}>
      <MemoryRouter>
        <DealReviewPage id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DealReviewPage', () => {
  it('names the deal and its seller, and posts the review to the listing', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(deal()));
    renderPage();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('The seller marked “Tecno Camon 20” as sold to you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sold by Kofi Phones' }).getAttribute('href')).toBe('/seller/3');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/v1/listings/7/review');

    fetchMock.mockResolvedValueOnce(jsonResponse(review, 201));
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your review'), { target: { value: 'As described.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(String(url)).toContain('/api/v1/listings/7/review');
    expect(JSON.parse(String(init?.body))).toEqual({ rating: 5, body: 'As described.' });
  });

  it('shows the seller the review to reply to, and the buyer a closed window', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(deal({ my_role: 'seller', review, can_review: false, can_reply: true })));
    renderPage();
    expect(await screen.findByText('You marked “Tecno Camon 20” as sold.')).toBeTruthy();
    expect(await screen.findByText('As described.')).toBeTruthy();
    expect(screen.getByLabelText('Your public reply')).toBeTruthy();
    cleanup();
    fetchMock.mockImplementation(async () => jsonResponse(deal({ can_review: false })));
    renderPage();
    expect(await screen.findByText('The time to review this deal has passed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post review' })).toBeNull();
  });

  it('says the deal is not found for a stranger (404) and a bad id, without asking', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ detail: 'Listing not found' }, 404));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Deal not found' })).toBeTruthy();
    cleanup();
    fetchMock.mockClear();
    renderPage('abc');
    expect(screen.getByRole('heading', { name: 'Deal not found' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
