import { describe, expect, it } from 'vitest';
import { EMPTY_REQUEST, prefillFromDelivery, prefillFromSearch } from './prefill';
import { testDelivery } from '../../../testing/delivery';
import { addMessage } from './messages';

describe('prefillFromSearch', () => {
  it('takes the item, the pickup and the listing from a listing link', () => {
    const values = prefillFromSearch(new URLSearchParams({ item: ' Blue sofa ', pickup: 'Kumasi, Ashanti', listing: '42' }));
    expect(values).toEqual({ ...EMPTY_REQUEST, item_description: 'Blue sofa', pickup_address: 'Kumasi, Ashanti', listing_id: 42 });
  });

  it('ignores a listing id that is not one', () => {
    expect(prefillFromSearch(new URLSearchParams({ listing: 'abc' })).listing_id).toBeNull();
    expect(prefillFromSearch(new URLSearchParams({ listing: '-3' })).listing_id).toBeNull();
    expect(prefillFromSearch(new URLSearchParams()).item_description).toBe('');
  });
});

describe('prefillFromDelivery', () => {
  it('copies a past delivery for Reorder, without its listing', () => {
    const past = testDelivery({ item_size: 'large', urgency: 'urgent', payment_method: 'momo', listing_id: 9 });
    expect(prefillFromDelivery(past)).toEqual({
      item_description: 'Phone in a box',
      item_size: 'large',
      pickup_address: 'Osu, Accra',
      delivery_address: 'East Legon, Accra',
      recipient_name: 'Ama',
      recipient_phone: '+233241234567',
      urgency: 'urgent',
      payment_method: 'momo',
      listing_id: null,
    });
  });
});

describe('addMessage', () => {
  const message = (id: number, at: string) => ({
    id,
    delivery_id: 1,
    sender_id: 1,
    sender_role: 'customer' as const,
    type: 'text' as const,
    body: `m${id}`,
    lat: null,
    lng: null,
    image: null,
    created_at: at,
    is_mine: true,
  });

  it('adds a message once, oldest first', () => {
    const first = addMessage(undefined, message(2, '2026-11-22T08:01:00Z'));
    const both = addMessage(first, message(1, '2026-11-22T08:00:00Z'));
    expect(both.map((item) => item.id)).toEqual([1, 2]);
    expect(addMessage(both, message(2, '2026-11-22T08:01:00Z'))).toBe(both);
  });
});
