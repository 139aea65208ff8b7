import { describe, expect, it } from 'vitest';
import { CHAT_IMAGE_MAX_BYTES } from './chat-constants';
import {
  DELIVERY_MESSAGES as M,
  DELIVERY_PHOTO_MAX_BYTES,
  DELIVERY_SIZES,
  DELIVERY_STATUSES,
  DELIVERY_URGENCIES,
  type DeliveryStatus,
  courierStatusInputSchema,
  deliveryListQuerySchema,
  deliveryRatingInputSchema,
  deliveryRequestInputSchema,
  deliveryUnlockInputSchema,
} from './delivery';
import {
  DELIVERY_TRANSITIONS,
  DELIVERY_TRANSITION_NAMES,
  type DeliveryActor,
  type DeliveryTransition,
  applyTransition,
  canFire,
  estimateFare,
  farePesewas,
  nextCourierStatus,
  transitionBetween,
} from './delivery-rules';

describe('limits', () => {
  it('lets a delivery chat photo be as big as a buyer-seller chat picture (10 MB)', () => {
    expect(DELIVERY_PHOTO_MAX_BYTES).toBe(CHAT_IMAGE_MAX_BYTES);
    expect(DELIVERY_PHOTO_MAX_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('fare', () => {
  const expected: Record<string, number> = {
    'small/standard': 10,
    'small/express': 15,
    'small/urgent': 20,
    'medium/standard': 15,
    'medium/express': 22.5,
    'medium/urgent': 30,
    'large/standard': 20,
    'large/express': 30,
    'large/urgent': 40,
  };

  for (const size of DELIVERY_SIZES) {
    for (const urgency of DELIVERY_URGENCIES) {
      it(`${size} x ${urgency}`, () => {
        expect(farePesewas(size, urgency)).toBe(Math.round(expected[`${size}/${urgency}`]! * 100));
        const estimate = estimateFare(size, urgency);
        expect(estimate.fare).toBe(expected[`${size}/${urgency}`]);
        expect(estimate.currency).toBe('GHS');
        expect(estimate.distance_km).toBe(5.2);
      });
    }
  }

  it('answers the urgency windows', () => {
    expect(estimateFare('small', 'standard').window).toBe('2-4 hours');
    expect(estimateFare('small', 'express').window).toBe('1-2 hours');
    expect(estimateFare('small', 'urgent').window).toBe('Within 1 hour');
    expect(estimateFare('small', 'urgent').window_minutes).toEqual({ min: 0, max: 60 });
  });
});

describe('state machine', () => {
  const allowed: Record<DeliveryTransition, [DeliveryStatus[], DeliveryStatus, DeliveryActor[]]> = {
    accept: [['requested'], 'accepted', ['courier']],
    pick_up: [['accepted'], 'picked_up', ['assigned_courier']],
    start_transit: [['picked_up'], 'in_transit', ['assigned_courier']],
    arrive_nearby: [['in_transit'], 'nearby', ['assigned_courier']],
    deliver: [['nearby'], 'delivered', ['assigned_courier']],
    cancel: [['requested', 'accepted'], 'cancelled', ['customer', 'admin']],
    support_cancel: [['nearby'], 'cancelled', ['admin']],
  };
  const actors: DeliveryActor[] = ['customer', 'courier', 'assigned_courier', 'admin'];

  it('names exactly these transitions', () => {
    expect([...DELIVERY_TRANSITION_NAMES].sort()).toEqual(Object.keys(allowed).sort());
  });

  for (const name of Object.keys(allowed) as DeliveryTransition[]) {
    const [from, to, by] = allowed[name];
    for (const status of DELIVERY_STATUSES) {
      const ok = from.includes(status);
      it(`${name} from ${status} is ${ok ? 'allowed' : 'forbidden'}`, () => {
        expect(applyTransition(status, name)).toBe(ok ? to : null);
      });
    }
    for (const actor of actors) {
      it(`${name} by ${actor} is ${by.includes(actor) ? 'allowed' : 'forbidden'}`, () => {
        expect(canFire(name, actor)).toBe(by.includes(actor));
      });
    }
  }

  it('finished deliveries go nowhere', () => {
    for (const name of DELIVERY_TRANSITION_NAMES) {
      expect(applyTransition('delivered', name)).toBeNull();
      expect(applyTransition('cancelled', name)).toBeNull();
    }
  });

  it('finds the transition between two statuses and the courier next step', () => {
    expect(transitionBetween('nearby', 'delivered')).toBe('deliver');
    expect(transitionBetween('requested', 'delivered')).toBeNull();
    expect(transitionBetween('picked_up', 'cancelled')).toBeNull();
    expect(transitionBetween('nearby', 'cancelled')).toBe('support_cancel');
    expect(canFire('support_cancel', 'customer')).toBe(false);
    expect(nextCourierStatus('accepted')).toBe('picked_up');
    expect(nextCourierStatus('picked_up')).toBe('in_transit');
    expect(nextCourierStatus('in_transit')).toBe('nearby');
    expect(nextCourierStatus('nearby')).toBe('delivered');
    expect(nextCourierStatus('requested')).toBeNull();
    expect(nextCourierStatus('delivered')).toBeNull();
    expect(DELIVERY_TRANSITIONS.deliver.to).toBe('delivered');
  });
});

describe('request body', () => {
  const body = {
    item_description: ' Phone ',
    item_size: 'small',
    pickup_address: 'Osu, Accra',
    delivery_address: 'Madina',
    recipient_name: 'Ama',
    recipient_phone: '024 123 4567',
    urgency: 'express',
  };

  it('normalises the phone and defaults payment to cash', () => {
    expect(deliveryRequestInputSchema.parse(body)).toMatchObject({
      item_description: 'Phone',
      recipient_phone: '+233241234567',
      payment_method: 'cash',
      listing_id: null,
    });
  });

  it('refuses a bad phone, size or blank field with the messages', () => {
    const messages = (value: object) => deliveryRequestInputSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ ...body, recipient_phone: '12345' })).toEqual([M.recipientPhone]);
    expect(messages({ ...body, item_size: 'huge' })).toEqual([M.itemSize]);
    expect(messages({ ...body, pickup_address: '   ' })).toEqual([M.pickupAddress]);
  });

  it('rating stars 1 to 5; lat and lng together', () => {
    expect(deliveryRatingInputSchema.safeParse({ stars: 0 }).success).toBe(false);
    expect(deliveryRatingInputSchema.parse({ stars: 5, review: '' })).toEqual({ stars: 5, review: null });
    expect(courierStatusInputSchema.safeParse({ online: true, lat: 5.6 }).success).toBe(false);
    expect(courierStatusInputSchema.safeParse({ online: true, lat: 5.6, lng: -0.2 }).success).toBe(true);
  });
});

describe('admin unlock body and list query', () => {
  it('takes retry or cancel with an optional reason', () => {
    expect(deliveryUnlockInputSchema.parse({ action: 'retry' })).toEqual({ action: 'retry', reason: null });
    expect(deliveryUnlockInputSchema.parse({ action: 'cancel', reason: '  Recipient away  ' })).toEqual({
      action: 'cancel',
      reason: 'Recipient away',
    });
    expect(deliveryUnlockInputSchema.safeParse({ action: 'deliver' }).success).toBe(false);
    expect(deliveryUnlockInputSchema.safeParse({ action: 'retry', reason: 'x'.repeat(501) }).success).toBe(false);
  });

  it('lists by scope, delivered included, with a cursor', () => {
    expect(deliveryListQuerySchema.parse({ scope: 'delivered', cursor: 'abc' })).toEqual({
      role: 'customer',
      scope: 'delivered',
      limit: 50,
      cursor: 'abc',
    });
    expect(deliveryListQuerySchema.safeParse({ scope: 'soon' }).success).toBe(false);
  });
});
