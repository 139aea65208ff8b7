import type { Delivery, DeliveryStatus, TrackingEvent } from '@dwa/shared/delivery';

// A delivery as the API answers it, for unit tests; each test overrides what it is about.

export function testEvent(id: number, status: DeliveryStatus, at: string, location: string | null = null): TrackingEvent {
  return { id, status, location, description: `Now ${status}`, lat: null, lng: null, created_at: at };
}

export function testDelivery(overrides: Partial<Delivery> = {}): Delivery {
  return {
    id: 1,
    status: 'requested',
    item_description: 'Phone in a box',
    item_size: 'small',
    pickup_address: 'Osu, Accra',
    delivery_address: 'East Legon, Accra',
    recipient_name: 'Ama',
    recipient_phone: '+233241234567',
    urgency: 'standard',
    window: '2-4 hours',
    payment_method: 'cash',
    listing_id: null,
    order_id: null,
    order_number: null,
    fare: 10,
    collect: { method: 'cash', amount: 10, goods: 0, delivery: 10 },
    currency: 'GHS',
    distance_km: 5.2,
    pickup_contact: { name: 'Kofi', phone: null },
    my_role: 'customer',
    customer: { id: 1, name: 'Kofi', phone: null },
    courier: null,
    handover_code: '1234',
    handover_locked: false,
    next_status: null,
    current_location: null,
    estimated_arrival: null,
    events: [testEvent(1, 'requested', '2026-11-22T08:00:00.000Z', 'Osu, Accra')],
    rating: null,
    created_at: '2026-11-22T08:00:00.000Z',
    updated_at: '2026-11-22T08:00:00.000Z',
    accepted_at: null,
    delivered_at: null,
    cancelled_at: null,
    ...overrides,
  };
}
