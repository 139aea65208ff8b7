import { describe, expect, it } from 'vitest';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import { areaT } from '../../../testing/i18n';
import { ORDER_STATUSES, type OrderStatus } from '@dwa/shared/orders-rules';
import type { Order } from '../types';
import { courierStage, deliveryStatusLabel, fulfilmentLabel, orderStatusName, paymentStatusLabel, statusLabel, statusTone } from './status';

const t = await areaT('en', ordersMessages);

type Job = NonNullable<Order['delivery']>;
const job = (status: string, extra: Partial<Job> = {}): Job => ({
  id: 1,
  status,
  courier_name: null,
  handover_code: null,
  accepted_at: null,
  picked_up_at: null,
  ...extra,
});
const order = (status: OrderStatus, delivery_method: 'courier' | 'pickup' = 'courier', delivery: Job | null = null) => ({
  status,
  delivery_method,
  delivery,
});

describe('order status labels', () => {
  it('names every status, a shipped order by how it reaches the buyer', () => {
    for (const status of ORDER_STATUSES) expect(statusLabel(t, order(status))).not.toBe('');
    expect(statusLabel(t, order('pending_payment'))).toBe('Awaiting payment');
    expect(statusLabel(t, order('shipped', 'pickup'))).toBe('Ready for pickup');
    expect(statusLabel(t, order('return_requested', 'pickup'))).toBe('Return requested');
  });

  it("follows a courier order's real steps: waiting for a courier, a courier on the way to collect, with the courier", () => {
    expect(statusLabel(t, order('shipped', 'courier', job('requested')))).toBe('Waiting for a courier');
    expect(courierStage(order('shipped', 'courier', job('requested')))).toBe('waiting');
    expect(statusLabel(t, order('shipped', 'courier', job('accepted', { courier_name: 'Kofi' })))).toBe('Courier on the way to collect');
    for (const status of ['picked_up', 'in_transit', 'nearby'])
      expect(statusLabel(t, order('shipped', 'courier', job(status)))).toBe('With the courier');
    // Never 'with the courier' before one has it, whatever the order's own status says.
    expect(statusLabel(t, order('shipped', 'courier', null))).toBe('Waiting for a courier');
    expect(statusLabel(t, order('delivered', 'courier', job('delivered')))).toBe('Delivered');
    expect(courierStage(order('accepted', 'courier', job('cancelled')))).toBeNull();
    expect(courierStage(order('shipped', 'pickup'))).toBeNull();
  });

  it("calls a placed order 'New order' for its seller and 'Placed' for its buyer; a status alone is 'Shipped' (the filters)", () => {
    expect(statusLabel(t, order('placed'), 'seller')).toBe('New order');
    expect(statusLabel(t, order('placed'), 'buyer')).toBe('Placed');
    expect(orderStatusName(t, 'shipped', 'seller')).toBe('Shipped');
    expect(orderStatusName(t, 'placed', 'seller')).toBe('New order');
  });

  it("says them in the reader's language", async () => {
    const fr = await areaT('fr', ordersMessages);
    expect(statusLabel(fr, order('shipped', 'pickup'))).toBe('Prête à retirer');
    expect(statusLabel(fr, order('placed'), 'seller')).toBe('Nouvelle commande');
    expect(statusLabel(fr, order('shipped', 'courier', job('requested')))).toBe('En attente d’un coursier');
    expect(fulfilmentLabel(fr, { status: 'accepted', delivery_method: 'courier', delivery: null })).toBe(
      'Pas encore confiée à un coursier',
    );
  });

  it('colours finished orders green, waiting ones amber, stopped ones grey', () => {
    expect(statusTone(order('completed'))).toBe('success');
    expect(statusTone(order('pending_payment'))).toBe('warning');
    expect(statusTone(order('return_requested'))).toBe('warning');
    expect(statusTone(order('cancelled'))).toBe('neutral');
    expect(statusTone(order('shipped', 'courier', job('requested')))).toBe('warning');
    expect(statusTone(order('shipped', 'courier', job('in_transit')))).toBe('brand');
    expect(statusTone(order('shipped', 'pickup'))).toBe('brand');
  });

  it('says how it is paid and where the goods are', () => {
    expect(paymentStatusLabel(t, 'cash_on_delivery')).toBe('Cash on delivery (not yet paid)');
    expect(deliveryStatusLabel('in_transit')).toBe('In transit');
    expect(deliveryStatusLabel('something_new')).toBe('something new');
    const courier = { status: 'shipped' as const, delivery_method: 'courier' as const };
    expect(fulfilmentLabel(t, { ...courier, delivery: job('requested') })).toBe('Waiting for a courier');
    expect(fulfilmentLabel(t, { ...courier, delivery: job('accepted', { courier_name: 'Kofi' }) })).toBe(
      'Courier on the way to collect · Kofi',
    );
    expect(fulfilmentLabel(t, { ...courier, delivery: job('picked_up', { courier_name: 'Kofi' }) })).toBe('Picked up · Kofi');
    expect(fulfilmentLabel(t, { status: 'accepted', delivery_method: 'courier', delivery: null })).toBe('Not handed to a courier yet');
    expect(fulfilmentLabel(t, { status: 'shipped', delivery_method: 'pickup', delivery: null })).toBe('Ready for pickup');
    expect(fulfilmentLabel(t, { status: 'placed', delivery_method: 'pickup', delivery: null })).toBe('Being prepared for pickup');
  });
});
