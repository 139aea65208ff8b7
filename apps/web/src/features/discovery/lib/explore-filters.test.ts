import { describe, expect, it } from 'vitest';
import { MIN_RATINGS, SEARCH_SORTS, SEARCH_SORT_LABELS, searchQueryString, searchQuerySchema } from '@dwa/shared/search';
import { exploreMessages } from '../../../lib/i18n/catalogs/explore';
import {
  EMPTY_FILTERS,
  EXPLORE_MIN_RATINGS,
  EXPLORE_SORTS,
  effectiveSort,
  filtersToParams,
  isFiltered,
  panelFilterCount,
  readFilters,
  toFacetParams,
  toQueryString,
  toSearchParams,
} from './explore-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('explore filters in the URL', () => {
  it('keeps the sort list in step with the shared search schema', () => {
    expect(EXPLORE_SORTS).toEqual(SEARCH_SORTS.filter((sort) => sort !== 'recent'));
    expect(Object.fromEntries(SEARCH_SORTS.map((sort) => [sort, exploreMessages.en[`sort.${sort}`]]))).toEqual(SEARCH_SORT_LABELS);
  });

  it('reads every filter the header and the page put in the URL', () => {
    expect(
      read(
        'q=phone&category=Electronics&sub_category=Phones&region=Ashanti&condition=Like+New&min_price=100&max_price=5000&sort=price_asc',
      ),
    ).toEqual({
      q: 'phone',
      category: 'Electronics',
      subCategory: 'Phones',
      region: 'Ashanti',
      condition: 'Like New',
      minPrice: '100',
      maxPrice: '5000',
      minRating: '',
      sort: 'price_asc',
    });
  });

  it('keeps the seller rating floor and the rating sort in the URL, as the API takes them (ADR 067)', () => {
    expect(EXPLORE_MIN_RATINGS).toEqual(MIN_RATINGS);
    const filters = read('min_rating=4&sort=rating');
    expect(filters).toMatchObject({ minRating: '4', sort: 'rating' });
    expect(filtersToParams(filters).toString()).toBe('min_rating=4&sort=rating');
    expect(toSearchParams(filters)).toEqual({ min_rating: '4', sort: 'rating' });
    expect(toFacetParams(filters)).toEqual({ min_rating: '4' });
    expect(isFiltered(filters)).toBe(true);
    expect(panelFilterCount(filters)).toBe(2);
    // A floor the API would refuse is dropped, not sent.
    expect(read('min_rating=5').minRating).toBe('');
    expect(read('min_rating=4%2B').minRating).toBe('');
    expect(searchQuerySchema.parse(toSearchParams(read('min_rating=3.5')))).toMatchObject({ min_rating: 35 });
  });

  it('round-trips: filters -> URL -> the same filters', () => {
    const filters = { ...EMPTY_FILTERS, q: 'sofa', category: 'Home & Garden', subCategory: 'Furniture', maxPrice: '8000' };
    const params = filtersToParams(filters);
    expect(params.toString()).toBe('q=sofa&category=Home+%26+Garden&sub_category=Furniture&max_price=8000');
    expect(readFilters(params)).toEqual(filters);
  });

  it('leaves empty values out of the URL', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(filtersToParams({ ...EMPTY_FILTERS, q: '   ' }).toString()).toBe('');
  });

  it('drops what the API would refuse instead of failing', () => {
    expect(read('category=Gadgets&region=Lagos&condition=Mint&sort=cheapest&min_price=1.234&max_price=abc')).toEqual(EMPTY_FILTERS);
    // A sub-category needs its category.
    expect(read('sub_category=Phones').subCategory).toBe('');
    expect(read('category=Fashion&sub_category=Phones')).toMatchObject({ category: 'Fashion', subCategory: '' });
  });

  it('accepts prices with separators and puts a reversed range in order', () => {
    expect(read('min_price=1,500&max_price=200')).toMatchObject({ minPrice: '200', maxPrice: '1500' });
    expect(read('min_price=0').minPrice).toBe('0');
    expect(read('max_price=2000000000').maxPrice).toBe('');
  });

  it('sorts by best match for words, newest otherwise, unless a sort is chosen', () => {
    expect(effectiveSort(read(''))).toBe('newest');
    expect(effectiveSort(read('q=phone'))).toBe('relevance');
    expect(effectiveSort(read('q=phone&sort=price_desc'))).toBe('price_desc');
    // Best match without words falls back to the default.
    expect(read('sort=relevance').sort).toBeNull();
  });

  it('builds the API parameters, with the sort only for the search endpoint', () => {
    const filters = read('q=tv&category=Electronics&sort=popular');
    expect(toFacetParams(filters)).toEqual({ q: 'tv', category: 'Electronics' });
    expect(toSearchParams(filters)).toEqual({ q: 'tv', category: 'Electronics', sort: 'popular' });
    expect(toSearchParams(read('category=Jobs'))).toEqual({ category: 'Jobs' });
  });

  it('writes query strings the way the shared schema does', () => {
    for (const params of [{ q: 'a b', sort: 'newest', limit: '24' }, { category: 'Home & Garden', min_price: '10' }, {}]) {
      expect(toQueryString(params)).toBe(searchQueryString(params));
    }
    expect(toQueryString({ q: 'a b', sort: 'newest', category: '' })).toBe('q=a+b');
  });

  it('counts filters: a sort alone is not a filter, but it shows on the Filter button', () => {
    expect(isFiltered(read('sort=price_asc'))).toBe(false);
    expect(isFiltered(read('q=x'))).toBe(true);
    expect(panelFilterCount(read('sort=price_asc&region=Volta&min_price=5&max_price=10'))).toBe(3);
    expect(panelFilterCount(read('q=x&category=Jobs'))).toBe(0);
  });
});
