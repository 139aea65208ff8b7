import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES, GHANA_REGIONS, canSell, fieldLabels, isCategory, isSubCategoryOf } from './catalogue';

describe('catalogue', () => {
  it('has the 10 categories of the spec and 16 regions of Ghana', () => {
    expect(CATEGORY_NAMES).toHaveLength(10);
    expect(new Set(GHANA_REGIONS).size).toBe(16);
  });

  it('checks that a sub-category belongs to its category', () => {
    expect(isSubCategoryOf('Vehicles', 'Cars')).toBe(true);
    expect(isSubCategoryOf('Electronics', 'Cars')).toBe(false);
    expect(isSubCategoryOf('Nope', 'Cars')).toBe(false);
    expect(isCategory('toString')).toBe(false);
  });

  it('names the brand/type/condition fields per category', () => {
    expect(fieldLabels('Vehicles')).toEqual({ brand: 'Make', type: 'Model', condition: 'Condition' });
    expect(fieldLabels('Jobs')).toEqual({ brand: 'Company', type: 'Role', condition: 'Job Type' });
    expect(fieldLabels('Services').condition).toBe('Status');
    expect(fieldLabels('Community')).toEqual({ brand: 'Organizer', type: 'Event Type', condition: 'Status' });
    expect(fieldLabels('Property')).toEqual({ brand: 'Property Type', type: 'Subtype', condition: 'Condition' });
    expect(fieldLabels(undefined)).toEqual({ brand: 'Brand', type: 'Type', condition: 'Condition' });
  });

  it('treats any type containing seller, and admins, as able to sell', () => {
    expect(canSell('SELLER')).toBe(true);
    expect(canSell('sellers')).toBe(true);
    expect(canSell('ADMIN')).toBe(true);
    expect(canSell('CUSTOMER')).toBe(false);
    expect(canSell(undefined)).toBe(false);
  });
});
