import type { OrderReview, Review } from '@dwa/shared/reviews';

// A review as the API answers it, for component tests: Ama's order review of seller 2, with `change`.

export function aReview(change: Partial<Review> = {}): Review {
  return {
    id: 9,
    order_id: 5,
    listing_id: null,
    seller_id: 2,
    source: 'order',
    buyer_name: 'Ama M.',
    rating: 4,
    body: 'Good and on time.',
    reply: null,
    replied_at: null,
    created_at: '2026-11-29T10:00:00Z',
    updated_at: '2026-11-29T10:00:00Z',
    hidden: false,
    hidden_reason: null,
    photos: [],
    ...change,
  };
}

/** What the order page reads about its review: a buyer who may still write one, with `change`. */
export function anOrderReview(change: Partial<OrderReview> = {}): OrderReview {
  return {
    review: null,
    my_role: 'buyer',
    can_review: true,
    can_edit: false,
    can_reply: false,
    review_until: '2026-12-29T10:00:00Z',
    ...change,
  };
}
