import { describe, expect, it } from 'vitest';
import { descriptionSnippet, filterListings, isStatusFilter } from './filter-listings';

describe('descriptionSnippet', () => {
  it('keeps a description of 50 characters or fewer as it is', () => {
    expect(descriptionSnippet('Clean fridge, works well.')).toBe('Clean fridge, works well.');
    expect(descriptionSnippet('x'.repeat(50))).toBe('x'.repeat(50));
  });

  it('cuts a longer one at 50 characters with an ellipsis', () => {
    const snippet = descriptionSnippet('a'.repeat(51));
    expect(snippet).toBe(`${'a'.repeat(50)}...`);
  });

  it('puts line breaks and runs of spaces on one line first', () => {
    expect(descriptionSnippet('Year: 2014\n\nMileage:   80,000 km')).toBe('Year: 2014 Mileage: 80,000 km');
    expect(descriptionSnippet(null)).toBe('');
  });
});

describe('filterListings', () => {
  const listings = [
    { id: 1, title: 'iPhone 13 Pro', description: 'Sierra blue, 256GB', category: 'Electronics', sub_category: 'Phones', status: 'active' },
    { id: 2, title: 'Kia Picanto 2014', description: 'Fuel efficient', category: 'Vehicles', sub_category: 'Cars', status: 'inactive' },
    { id: 3, title: 'MacBook Air', description: 'M1, 8GB', category: 'Electronics', sub_category: 'Computers', status: 'pending' },
  ];
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  it('matches every word, in any of title, description, category and sub-category, ignoring case', () => {
    expect(ids(filterListings(listings, 'electronics', 'all'))).toEqual([1, 3]);
    expect(ids(filterListings(listings, 'BLUE phones', 'all'))).toEqual([1]);
    expect(ids(filterListings(listings, 'cars fuel', 'all'))).toEqual([2]);
    expect(ids(filterListings(listings, 'nothing here', 'all'))).toEqual([]);
  });

  it('filters by status and keeps everything for an empty search', () => {
    expect(ids(filterListings(listings, '  ', 'all'))).toEqual([1, 2, 3]);
    expect(ids(filterListings(listings, '', 'pending'))).toEqual([3]);
    expect(ids(filterListings(listings, 'electronics', 'active'))).toEqual([1]);
  });

  it('knows its status filters', () => {
    expect(isStatusFilter('inactive')).toBe(true);
    expect(isStatusFilter('deleted')).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });
});
