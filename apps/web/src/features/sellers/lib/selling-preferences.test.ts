import { describe, expect, it } from 'vitest';
import { changedChoices, sellingDefaults } from './selling-preferences';

const ALL_ON = { new_order: true, order_update: true, order_email: true, new_message: true, listing_comment: true, listing_like: true };

describe('sellingDefaults', () => {
  it('starts from the saved business fields, empty where none', () => {
    expect(
      sellingDefaults({ business_name: 'Ama Crafts', business_description: null, business_phone: '+233241234567', business_address: null }),
    ).toEqual({
      business_name: 'Ama Crafts',
      business_description: '',
      business_phone: '+233241234567',
      business_address: '',
    });
  });
});

describe('changedChoices', () => {
  it('sends only the topics changed, and nothing when none changed', () => {
    expect(changedChoices(ALL_ON, { ...ALL_ON, new_message: false })).toEqual({ new_message: false });
    expect(changedChoices({ ...ALL_ON, order_email: false }, { ...ALL_ON, listing_like: false })).toEqual({
      order_email: true,
      listing_like: false,
    });
    expect(changedChoices(ALL_ON, { ...ALL_ON })).toBeNull();
  });
});
