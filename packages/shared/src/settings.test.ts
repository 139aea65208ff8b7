import { describe, expect, it } from 'vitest';
import { courierSettingsInputSchema } from './delivery-courier-settings';
import { isWithinAvailability, knownAreas, knownAvailability } from './delivery-courier-settings-rules';
import { mutedAfter, notificationPreferencesInputSchema, preferencesOf } from './notifications-preferences';

describe('notification choices', () => {
  it('every topic is on except the muted ones; unknown stored names are ignored', () => {
    expect(preferencesOf(['new_order', 'gone_topic'])).toEqual({
      new_order: false,
      order_update: true,
      order_email: true,
      new_message: true,
      listing_comment: true,
      listing_like: true,
    });
  });

  it('a change mutes and unmutes only what it names, in the topics order', () => {
    expect(mutedAfter(['listing_like'], { new_message: false })).toEqual(['new_message', 'listing_like']);
    expect(mutedAfter(['listing_like', 'new_order'], { listing_like: true })).toEqual(['new_order']);
    expect(mutedAfter([], { new_order: undefined })).toEqual([]);
  });

  it('the input takes booleans for known topics and at least one', () => {
    expect(notificationPreferencesInputSchema.safeParse({ new_order: false }).success).toBe(true);
    expect(notificationPreferencesInputSchema.safeParse({}).success).toBe(false);
    expect(notificationPreferencesInputSchema.safeParse({ new_order: 'false' }).success).toBe(false);
    expect(notificationPreferencesInputSchema.safeParse({ other: true }).success).toBe(false);
  });
});

describe('courier settings', () => {
  const hours = { days: ['mon', 'tue'] as ('mon' | 'tue')[], from: '08:00', to: '17:00' };

  it('is within the hours on a listed day, from the start up to (not at) the end, in Ghana time (UTC)', () => {
    expect(isWithinAvailability(hours, new Date('2026-11-30T08:00:00Z'))).toBe(true); // a Monday
    expect(isWithinAvailability(hours, new Date('2026-11-30T16:59:00Z'))).toBe(true);
    expect(isWithinAvailability(hours, new Date('2026-11-30T17:00:00Z'))).toBe(false);
    expect(isWithinAvailability(hours, new Date('2026-11-30T07:59:00Z'))).toBe(false);
    expect(isWithinAvailability(hours, new Date('2026-11-29T12:00:00Z'))).toBe(false); // a Sunday
    expect(isWithinAvailability(null, new Date('2026-11-29T03:00:00Z'))).toBe(true);
  });

  it('keeps only known regions and days from what is stored', () => {
    expect(knownAreas(['Volta', 'Atlantis', 'Ashanti'])).toEqual(['Ashanti', 'Volta']);
    expect(knownAvailability({ days: ['fri', 'funday'], from: '09:00', to: '10:00' })).toEqual({
      days: ['fri'],
      from: '09:00',
      to: '10:00',
    });
    expect(knownAvailability({ days: ['funday'], from: '09:00', to: '10:00' })).toBeNull();
  });

  it('the input tidies the plate, drops repeats and orders regions and days', () => {
    const parsed = courierSettingsInputSchema.parse({
      vehicle_type: 'van',
      plate: '  gt 44-21 ',
      areas: ['Volta', 'Ashanti', 'Volta'],
      availability: { days: ['sun', 'mon', 'sun'], from: '06:00', to: '22:00' },
    });
    expect(parsed).toEqual({
      vehicle_type: 'van',
      plate: 'GT 44-21',
      areas: ['Ashanti', 'Volta'],
      availability: { days: ['mon', 'sun'], from: '06:00', to: '22:00' },
    });
  });
});
