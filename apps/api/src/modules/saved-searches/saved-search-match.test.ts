import { describe, expect, it } from 'vitest';
import { savedSearchQuerySchema } from '@dwa/shared/saved-searches';
import { alertText, matchColumns } from './saved-search-match';

describe('matchColumns', () => {
  it("writes 'any' as '' for the indexed category and region, and the words as the search's text query", () => {
    expect(
      matchColumns(
        savedSearchQuerySchema.parse({ q: 'Samsung A54 5g', category: 'Electronics', sub_category: 'Phones', max_price: '2000' }),
      ),
    ).toEqual({
      categoryKey: 'Electronics',
      subCategory: 'Phones',
      regionKey: '',
      condition: null,
      minPricePesewas: null,
      maxPricePesewas: 200000,
      tsq: "'samsung':* & 'a54':* & '5g'",
    });
    expect(matchColumns(savedSearchQuerySchema.parse({ region: 'Volta', condition: 'New', min_price: '5' }))).toEqual({
      categoryKey: '',
      subCategory: null,
      regionKey: 'Volta',
      condition: 'New',
      minPricePesewas: 500,
      maxPricePesewas: null,
      tsq: null,
    });
  });

  it('keeps no query structure from the words: quotes and operators are separators', () => {
    expect(matchColumns(savedSearchQuerySchema.parse({ q: "a' | b & !c" })).tsq).toBe("'a' & 'b' & 'c'");
    expect(matchColumns(savedSearchQuerySchema.parse({ q: '!!!' })).tsq).toBeNull();
  });
});

describe('alertText', () => {
  const listing = { title: 'Samsung Galaxy S22', price_pesewas: 90000 };
  it('tells a new listing by the search, and a price drop by the listing and its new price', () => {
    expect(alertText('live', listing, 'galaxy')).toEqual({
      title: 'New listing for your saved search "galaxy"',
      body: 'Samsung Galaxy S22',
    });
    expect(alertText('price_drop', listing, 'galaxy')).toEqual({
      title: 'Price drop: Samsung Galaxy S22 now GHC 900.00',
      body: 'For your saved search "galaxy"',
    });
    expect(alertText('price_drop', { title: 'Toyota Corolla', price_pesewas: 12345678 }, 'cars').title).toBe(
      'Price drop: Toyota Corolla now GHC 123,456.78',
    );
  });
});
