import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@dwa/shared/order-rules';
import { deliveryStatusLabel, fulfilmentLabel, paymentStatusLabel, statusLabel, statusTone } from './status';

describe('order status labels', () => {
  it('names every status, a shipped order by how it reaches the buyer', () => {
    for (const status of ORDER_STATUSES) expect(statusLabel(status, 'courier')).not.toBe('');
    expect(statusLabel('pending_payment', 'courier')).toBe('Awaiting payment');
    expect(statusLabel('shipped', 'courier')).toBe('With the courier');
    expect(statusLabel('shipped', 'pickup')).toBe('Ready for pickup');
    expect(statusLabel('return_requested', 'pickup')).toBe('Return requested');
  });

  it("calls a placed order 'New order' for its seller and 'Placed' for its buyer", () => {
    expect(statusLabel('placed', 'courier', 'seller')).toBe('New order');
    expect(statusLabel('placed', 'courier', 'buyer')).toBe('Placed');
  });

  it('colours finished orders green, waiting ones amber, stopped ones grey', () => {
    expect(statusTone('completed')).toBe('success');
    expect(statusTone('pending_payment')).toBe('warning');
    expect(statusTone('return_requested')).toBe('warning');
    expect(statusTone('cancelled')).toBe('neutral');
    expect(statusTone('shipped')).toBe('brand');
  });

  it('says how it is paid and where the goods are', () => {
    expect(paymentStatusLabel('cash_on_delivery')).toBe('Cash on delivery (not yet paid)');
    expect(deliveryStatusLabel('in_transit')).toBe('In transit');
    expect(deliveryStatusLabel('something_new')).toBe('something new');
    const courier = { status: 'shipped' as const, delivery_method: 'courier' as const };
    expect(fulfilmentLabel({ ...courier, delivery: { id: 1, status: 'requested', courier_name: null, handover_code: null } })).toBe('Waiting for a courier');
    expect(fulfilmentLabel({ ...courier, delivery: { id: 1, status: 'picked_up', courier_name: 'Kofi', handover_code: null } })).toBe('Picked up · Kofi');
    expect(fulfilmentLabel({ status: 'accepted', delivery_method: 'courier', delivery: null })).toBe('Not handed to a courier yet');
    expect(fulfilmentLabel({ status: 'shipped', delivery_method: 'pickup', delivery: null })).toBe('Ready for pickup');
    expect(fulfilmentLabel({ status: 'placed', delivery_method: 'pickup', delivery: null })).toBe('Being prepared for pickup');
  });
});
