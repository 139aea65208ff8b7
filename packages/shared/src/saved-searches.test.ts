import { describe, expect, it } from 'vitest';
import {
  SAVED_SEARCH_NAME_MAX,
  savedSearchChangeSchema,
  savedSearchDefaultName,
  savedSearchInputSchema,
  savedSearchLink,
  savedSearchParams,
  savedSearchQuerySchema,
} from './saved-searches';

describe('saved searches', () => {
  it('keeps the Explore filters, as the URL carries them', () => {
    const query = savedSearchQuerySchema.parse({
      q: ' tv ',
      category: 'Electronics',
      min_price: '99.90',
      max_price: '',
      sort: 'newest',
      region: 'Ashanti',
    });
    expect(query).toMatchObject({ q: 'tv', category: 'Electronics', min_price: 9990, max_price: undefined, sort: 'newest' });
    expect(savedSearchParams(query)).toEqual({ q: 'tv', category: 'Electronics', region: 'Ashanti', min_price: '99.9' });
    expect(savedSearchParams(savedSearchQuerySchema.parse({ sort: 'price_desc' }))).toEqual({ sort: 'price_desc' });
    // The seller rating floor and the rating sort (ADR 067): tenths once parsed, stars in the URL.
    const rated = savedSearchQuerySchema.parse({ min_rating: '3.5', sort: 'rating' });
    expect(rated).toMatchObject({ min_rating: 35, sort: 'rating' });
    expect(savedSearchParams(rated)).toEqual({ min_rating: '3.5', sort: 'rating' });
    expect(savedSearchLink(savedSearchParams(rated))).toBe('/listings?min_rating=3.5&sort=rating');
    expect(savedSearchQuerySchema.safeParse({ min_rating: '5' }).success).toBe(false);
  });

  it('links to Explore in its own order, whatever order the object has', () => {
    expect(savedSearchLink({ sort: 'price_asc', region: 'Volta', q: 'bike' })).toBe('/listings?q=bike&region=Volta&sort=price_asc');
    expect(savedSearchLink({})).toBe('/listings');
  });

  it('names a search after its words and place, cut to the limit', () => {
    expect(savedSearchDefaultName({ q: 'bike', sub_category: 'Phones', category: 'Electronics', region: 'Volta' })).toBe(
      'bike in Phones, Volta',
    );
    expect(savedSearchDefaultName({ category: 'Vehicles' })).toBe('All listings in Vehicles');
    expect(savedSearchDefaultName({})).toBe('All listings');
    const long = savedSearchDefaultName({ q: 'x'.repeat(150) });
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('refuses what the search refuses, and a change that changes nothing', () => {
    expect(savedSearchInputSchema.safeParse({ query: { category: 'Electronics', sub_category: 'Furniture' } }).success).toBe(false);
    expect(savedSearchInputSchema.safeParse({ query: {}, frequency: 'hourly' }).success).toBe(false);
    expect(savedSearchInputSchema.parse({ query: {} }).frequency).toBe('instant');
    expect(savedSearchChangeSchema.safeParse({}).success).toBe(false);
    expect(savedSearchChangeSchema.safeParse({ frequency: 'off' }).success).toBe(true);
  });
});
