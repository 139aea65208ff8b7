import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Review, SellerPage } from '@dwa/shared/reviews';
import { jsonResponse } from '../../../testing/json-response';
import { renderScreen, setupScreenTest } from '../../../testing/screen-setup';
import { SellerProfilePage } from './seller-profile-page';
import { ReviewItem } from './review-item';

// Reporting a review from the seller's page, and a hidden review as its author sees it (ADR 074).

const fetchMock = setupScreenTest({ signedIn: true });

const seller: SellerPage = {
  id: 7,
  name: 'Esi Mensah',
  business_name: null,
  profile_picture: null,
  member_since: '2025-01-10T10:00:00Z',
  phone_verified: false,
  id_verified: false,
  rating: { score: 4.1, count: 1 },
  habits: { response_rate: null, typical_reply_minutes: null, chats: 0, cancellation_rate: null, orders: 0 },
};
const review: Review = {
  id: 31,
  order_id: 5,
  listing_id: null,
  seller_id: 7,
  source: 'order',
  buyer_name: 'Kojo A.',
  rating: 1,
  body: 'Terrible, call him on 024 000 1111.',
  reply: null,
  replied_at: null,
  created_at: '2026-11-20T09:00:00Z',
  updated_at: '2026-11-20T09:00:00Z',
  hidden: false,
  hidden_reason: null,
  photos: [],
};

describe('reporting a review', () => {
  it('asks why, sends the reason and details once, and marks the review reported', async () => {
    const posts: unknown[] = [];
    fetchMock.mockImplementation((url, init) => {
      const path = String(url);
      if (path.endsWith('/sellers/7')) return Promise.resolve(jsonResponse(seller));
      if (path.includes('/sellers/7/reviews'))
        return Promise.resolve(jsonResponse({ results: [review], page: 1, total: 1, has_more: false }));
      if (path.endsWith('/reviews/31/report') && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return Promise.resolve(
          jsonResponse(
            {
              id: 1,
              review_id: 31,
              reason: 'personal_info',
              comment: 'A phone number',
              status: 'open',
              created_at: '2026-11-29T10:00:00Z',
              message: 'Thank you.',
            },
            201,
          ),
        );
      }
      return Promise.resolve(jsonResponse({ results: [], next_cursor: null }));
    });
    renderScreen(<SellerProfilePage id="7" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report the review by Kojo A.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this review' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: "Shares someone's personal details" }));
    fireEvent.change(within(dialog).getByLabelText(/Details/), { target: { value: 'A phone number' } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole('button', { name: 'You reported the review by Kojo A.' })).toBeTruthy());
    expect(posts).toEqual([{ reason: 'personal_info', comment: 'A phone number' }]);
  });
});

describe('a hidden review', () => {
  it('tells its author it is hidden, why, and that it does not count', () => {
    renderScreen(<ReviewItem review={{ ...review, hidden: true, hidden_reason: 'Personal details' }} />);
    expect(screen.getByText('Hidden by our moderators')).toBeTruthy();
    expect(screen.getByText(/does not count in the seller score/)).toBeTruthy();
    expect(screen.getByText('Reason: Personal details')).toBeTruthy();
  });
});

describe('where a review comes from', () => {
  it('says shop order or classified deal, with what that means', () => {
    renderScreen(
      <>
        <ReviewItem review={review} />
        <ReviewItem review={{ ...review, id: 32, order_id: null, listing_id: 4, source: 'deal' }} />
      </>,
    );
    expect(screen.getByText('Shop order').getAttribute('title')).toBe('From a delivered order in the shop');
    expect(screen.getByText('Classified deal').getAttribute('title')).toBe('From an ad the seller marked sold to this buyer');
  });
});
