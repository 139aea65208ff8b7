import { describe, expect, it } from 'vitest';
import { SEARCH_MESSAGES, searchFiltersSchema, searchQuerySchema, searchQueryString } from './search';

describe('searchQuerySchema', () => {
  it('reads the query string: defaults, trimmed text, prices in pesewas, promotion in any case', () => {
    expect(searchQuerySchema.parse({})).toEqual({ sort: 'newest', limit: 24 });
    expect(
      searchQuerySchema.parse({
        q: '  samsung  ',
        category: 'Electronics',
        sub_category: 'Phones',
        condition: 'Like New',
        region: 'Greater Accra',
        min_price: '100',
        max_price: '2500.5',
        promotion: 'featured',
        seller_id: '7',
        sort: 'price_asc',
        limit: '100',
        cursor: 'eyJzIjoibmV3ZXN0In0',
      }),
    ).toEqual({
      q: 'samsung',
      category: 'Electronics',
      sub_category: 'Phones',
      condition: 'Like New',
      region: 'Greater Accra',
      min_price: 10000,
      max_price: 250050,
      promotion: 'FEATURED',
      seller_id: 7,
      sort: 'price_asc',
      limit: 100,
      cursor: 'eyJzIjoibmV3ZXN0In0',
    });
  });

  it.each([
    [{ sort: 'cheapest' }, 'sort', SEARCH_MESSAGES.sort],
    [{ limit: '0' }, 'limit', SEARCH_MESSAGES.limit],
    [{ limit: '101' }, 'limit', SEARCH_MESSAGES.limit],
    [{ min_price: '-1' }, 'min_price', SEARCH_MESSAGES.price('min_price')],
    [{ max_price: '1e3' }, 'max_price', SEARCH_MESSAGES.price('max_price')],
    [{ min_price: '10', max_price: '9.99' }, 'max_price', SEARCH_MESSAGES.priceRange],
    [{ category: 'Electronics', sub_category: 'Cars' }, 'sub_category', SEARCH_MESSAGES.subCategoryMismatch],
    [{ cursor: 'has spaces' }, 'cursor', SEARCH_MESSAGES.cursor],
    [{ q: ['a', 'b'] }, 'q', SEARCH_MESSAGES.text('q')],
  ])('rejects %o', (input, field, message) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it('reads a seller rating floor in stars as tenths, and the rating sort (ADR 067)', () => {
    expect(searchQuerySchema.parse({ min_rating: '4', sort: 'rating' })).toEqual({ min_rating: 40, sort: 'rating', limit: 24 });
    expect(searchQuerySchema.parse({ min_rating: ' 3.5 ' }).min_rating).toBe(35);
    expect(searchQuerySchema.parse({ min_rating: '' }).min_rating).toBeUndefined();
    for (const bad of ['5', '0', '4.0', '4+', 'four', '-3']) {
      const result = searchQuerySchema.safeParse({ min_rating: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SEARCH_MESSAGES.minRating);
    }
    expect(searchFiltersSchema.parse({ min_rating: '4.5' }).min_rating).toBe(45);
  });

  it('has the same filters for the facets, without the page fields', () => {
    expect(searchFiltersSchema.parse({ category: 'Fashion', sort: 'popular', limit: '3' })).toEqual({ category: 'Fashion' });
  });
});

describe('searchQueryString', () => {
  it('leaves out empty values and defaults, for short shareable URLs', () => {
    expect(searchQueryString({ q: 'kente cloth', category: '', sort: 'newest', limit: '24', region: 'Volta' })).toBe(
      'q=kente+cloth&region=Volta',
    );
    expect(searchQueryString({ sort: 'price_desc', limit: '48' })).toBe('sort=price_desc&limit=48');
  });
});
