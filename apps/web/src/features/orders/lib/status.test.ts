import { describe, expect, it } from 'vitest';
import { ordersMessages } from '../../../lib/i18n/areas/orders/en';
import { areaT } from '../../../testing/i18n';
import { ORDER_STATUSES } from '@dwa/shared/order-rules';
import { deliveryStatusLabel, fulfilmentLabel, paymentStatusLabel, statusLabel, statusTone } from './status';

const t = await areaT('en', ordersMessages);

describe('order status labels', () => {
  it('names every status, a shipped order by how it reaches the buyer', () => {
    for (const status of ORDER_STATUSES) expect(statusLabel(t, status, 'courier')).not.toBe('');
    expect(statusLabel(t, 'pending_payment', 'courier')).toBe('Awaiting payment');
    expect(statusLabel(t, 'shipped', 'courier')).toBe('With the courier');
    expect(statusLabel(t, 'shipped', 'pickup')).toBe('Ready for pickup');
    expect(statusLabel(t, 'return_requested', 'pickup')).toBe('Return requested');
  });

  it("calls a placed order 'New order' for its seller and 'Placed' for its buyer", () => {
    expect(statusLabel(t, 'placed', 'courier', 'seller')).toBe('New order');
    expect(statusLabel(t, 'placed', 'courier', 'buyer')).toBe('Placed');
  });

  it("says them in the reader's language", async () => {
    const fr = await areaT('fr', ordersMessages);
    expect(statusLabel(fr, 'shipped', 'pickup')).toBe('Prête à retirer');
    expect(statusLabel(fr, 'placed', 'courier', 'seller')).toBe('Nouvelle commande');
    expect(fulfilmentLabel(fr, { status: 'accepted', delivery_method: 'courier', delivery: null })).toBe('Pas encore confiée à un coursier');
  });

  it('colours finished orders green, waiting ones amber, stopped ones grey', () => {
    expect(statusTone('completed')).toBe('success');
    expect(statusTone('pending_payment')).toBe('warning');
    expect(statusTone('return_requested')).toBe('warning');
    expect(statusTone('cancelled')).toBe('neutral');
    expect(statusTone('shipped')).toBe('brand');
  });

  it('says how it is paid and where the goods are', () => {
    expect(paymentStatusLabel(t, 'cash_on_delivery')).toBe('Cash on delivery (not yet paid)');
    expect(deliveryStatusLabel('in_transit')).toBe('In transit');
    expect(deliveryStatusLabel('something_new')).toBe('something new');
    const courier = { status: 'shipped' as const, delivery_method: 'courier' as const };
    expect(fulfilmentLabel(t, { ...courier, delivery: { id: 1, status: 'requested', courier_name: null, handover_code: null } })).toBe('Waiting for a courier');
    expect(fulfilmentLabel(t, { ...courier, delivery: { id: 1, status: 'picked_up', courier_name: 'Kofi', handover_code: null } })).toBe('Picked up · Kofi');
    expect(fulfilmentLabel(t, { status: 'accepted', delivery_method: 'courier', delivery: null })).toBe('Not handed to a courier yet');
    expect(fulfilmentLabel(t, { status: 'shipped', delivery_method: 'pickup', delivery: null })).toBe('Ready for pickup');
    expect(fulfilmentLabel(t, { status: 'placed', delivery_method: 'pickup', delivery: null })).toBe('Being prepared for pickup');
  });
});
