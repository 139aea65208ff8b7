import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Listing, ListingSeller } from '@dwa/shared/listings';
import { renderIn } from '../../../testing/render-in';
import { ListingCard } from './listing-card';

// The seller's score on a listing card (issue 32, ADR 067): shown with the count only when the
// seller has reviews, read out as a sentence, in the reader's language.

afterEach(cleanup);

const seller = (rating: ListingSeller['rating']): ListingSeller => ({
  user_id: 7,
  id: 7,
  name: 'Kwame Mensah',
  username: null,
  business_name: 'Kwame Phones',
  business_description: null,
  profile_picture: null,
  is_verified: false,
  phone_verified: false,
  id_verified: false,
  phone: null,
  business_phone: null,
  email: '',
  business_email: null,
  business_website: null,
  business_address: null,
  rating,
});

const listing = (rating: ListingSeller['rating']) =>
  ({
    id: 3,
    title: 'Samsung A54',
    description: 'Clean, with its box.',
    price: 2500,
    category: 'Electronics',
    sub_category: 'Phones',
    brand: null,
    type: null,
    condition: null,
    promotion: 'NONE',
    images: [],
    image_variants: [],
    status: 'active',
    views: 4,
    likes: 0,
    comments_count: 0,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    location: null,
    region: null,
    town: null,
    user: seller(rating),
    is_owner: false,
    is_flagged: false,
  }) as unknown as Listing;

const card = (locale: 'en' | 'fr', rating: ListingSeller['rating']) =>
  renderIn(locale, ['catalogue', 'controls', 'explore'], <ListingCard listing={listing(rating)} layout="grid" priority={false} signedIn={false} flagged={false} onFlag={() => {}} />);

describe("a listing card's seller score", () => {
  it('shows the score and the count, read out as a sentence', async () => {
    await card('en', { score: 4.7, count: 23 });
    const score = screen.getByTestId('card-seller-score');
    expect(within(score).getByText('Rated 4.7 out of 5 from 23 reviews').className).toContain('sr-only');
    expect(score.textContent).toContain('4.7 (23)');
  });

  it('says one review, and a whole score with its decimal', async () => {
    await card('en', { score: 4, count: 1 });
    expect(screen.getByText('Rated 4.0 out of 5 from 1 review')).toBeTruthy();
  });

  it('shows nothing for a seller without reviews (no made-up rating)', async () => {
    await card('en', null);
    expect(screen.queryByTestId('card-seller-score')).toBeNull();
    expect(screen.queryByText(/Rated/)).toBeNull();
    expect(screen.getByText('Kwame Phones')).toBeTruthy();
  });

  it("speaks the reader's language, with its decimal comma", async () => {
    await card('fr', { score: 4.5, count: 12 });
    expect(screen.getByText('Noté 4,5 sur 5 d’après 12 avis')).toBeTruthy();
    expect(screen.getByTestId('card-seller-score').textContent).toContain('4,5 (12)');
  });
});
