import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Listing, ListingSeller } from '@dwa/shared/listings';
import { aListing, aSeller } from '../../../testing/listings';
import { renderIn } from '../../../testing/render-in';
import { ListingCard } from './listing-card';

// The seller's score on a listing card (issue 32, ADR 067): shown with the count only when the
// seller has reviews, read out as a sentence, in the reader's language. And its promotion labels
// (ADR 079): a card in a Featured slot says Featured, and Urgent too when an Urgent boost runs.

afterEach(cleanup);

const card = (
  locale: 'en' | 'fr',
  rating: ListingSeller['rating'],
  place: { promotion?: Listing['promotion']; featuredSlot?: boolean; layout?: 'grid' | 'list' } = {},
) =>
  renderIn(
    locale,
    ['catalogue', 'controls', 'explore'],
    <ListingCard
      listing={aListing({ promotion: place.promotion ?? 'NONE', user: aSeller({ rating }) })}
      layout={place.layout ?? 'grid'}
      priority={false}
      signedIn={false}
      flagged={false}
      onFlag={() => {}}
      featuredSlot={place.featuredSlot}
    />,
  );

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

describe("a listing card's promotion labels", () => {
  it('says Featured and Urgent on a card in a Featured slot whose listing also runs an Urgent boost', async () => {
    await card('en', null, { promotion: 'URGENT', featuredSlot: true });
    const article = screen.getByRole('article', { name: 'Samsung A54', description: 'Featured Urgent' });
    expect(within(article).getByText('Featured')).toBeTruthy();
    expect(within(article).getByText('Urgent')).toBeTruthy();
  });

  it('says both in a list row too, and in the reader’s language', async () => {
    await card('fr', null, { promotion: 'URGENT', featuredSlot: true, layout: 'list' });
    const article = screen.getByRole('article', { name: 'Samsung A54', description: 'À la une Urgent' });
    expect(within(article).getByText('À la une')).toBeTruthy();
    expect(within(article).getByText('Urgent')).toBeTruthy();
  });

  it('says Featured once for a Featured-only listing in its slot, and only its own badge elsewhere', async () => {
    await card('en', null, { promotion: 'FEATURED', featuredSlot: true });
    expect(screen.getAllByText('Featured')).toHaveLength(1);
    expect(screen.queryByText('Urgent')).toBeNull();
    cleanup();
    await card('en', null, { promotion: 'URGENT' });
    expect(screen.getByRole('article', { name: 'Samsung A54', description: 'Urgent' })).toBeTruthy();
    expect(screen.queryByText('Featured')).toBeNull();
    cleanup();
    await card('en', null);
    expect(screen.getByRole('article', { name: 'Samsung A54' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
