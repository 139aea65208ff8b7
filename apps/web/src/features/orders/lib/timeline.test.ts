import { describe, expect, it } from 'vitest';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import { areaT } from '../../../testing/i18n';
import type { OrderEvent } from '../types';
import { buildOrderTimeline } from './timeline';

const t = await areaT('en', ordersMessages);

let nextId = 1;
const event = (
  transition: OrderEvent['transition'],
  to: OrderEvent['to_status'],
  at: string,
  actor: OrderEvent['actor'] = 'seller',
  note: string | null = null,
): OrderEvent => ({
  id: nextId++,
  transition,
  from_status: null,
  to_status: to,
  actor,
  note,
  created_at: at,
});

describe('the order timeline', () => {
  it('shows what happened, oldest first, then the steps to come', () => {
    const steps = buildOrderTimeline(t, {
      status: 'accepted',
      delivery_method: 'courier',
      payment_method: 'cash',
      events: [event('accept', 'accepted', '2026-01-01T10:05:00Z'), event('create', 'placed', '2026-01-01T10:00:00Z', 'buyer')],
    });
    expect(steps.map((step) => [step.label, step.state])).toEqual([
      ['Order placed (cash on delivery)', 'done'],
      ['Accepted by the seller', 'current'],
      ['Courier requested', 'upcoming'],
      ['A courier is on the way to collect', 'upcoming'],
      ['Handed to a courier', 'upcoming'],
      ['Delivered', 'upcoming'],
      ['Completed', 'upcoming'],
    ]);
    expect(steps[0]!.who).toBeNull();
    expect(steps[1]!.who).toBe('Seller');
  });

  it("follows the courier job's real steps: nobody has it until a courier takes it, then collects it", () => {
    const events = [
      event('create', 'placed', '2026-01-01T10:00:00Z', 'buyer'),
      event('accept', 'accepted', '2026-01-01T10:05:00Z'),
      event('ship', 'shipped', '2026-01-01T10:10:00Z'),
    ];
    const job = { id: 3, status: 'requested', courier_name: null, handover_code: '1234', accepted_at: null, picked_up_at: null };
    const waiting = buildOrderTimeline(t, { status: 'shipped', delivery_method: 'courier', payment_method: 'cash', events, delivery: job });
    expect(waiting.map((step) => [step.label, step.state])).toEqual([
      ['Order placed (cash on delivery)', 'done'],
      ['Accepted by the seller', 'done'],
      ['Courier requested', 'current'],
      ['A courier is on the way to collect', 'upcoming'],
      ['Handed to a courier', 'upcoming'],
      ['Delivered', 'upcoming'],
      ['Completed', 'upcoming'],
    ]);

    const taken = { ...job, status: 'accepted', courier_name: 'Yaw Courier', accepted_at: '2026-01-01T10:20:00Z' };
    const collecting = buildOrderTimeline(t, {
      status: 'shipped',
      delivery_method: 'courier',
      payment_method: 'cash',
      events,
      delivery: taken,
    });
    expect(collecting.slice(2, 5).map((step) => [step.label, step.state, step.who, step.at])).toEqual([
      ['Courier requested', 'done', 'Seller', '2026-01-01T10:10:00Z'],
      ['A courier is on the way to collect', 'current', 'Yaw Courier', '2026-01-01T10:20:00Z'],
      ['Handed to a courier', 'upcoming', null, null],
    ]);

    const delivered = buildOrderTimeline(t, {
      status: 'delivered',
      delivery_method: 'courier',
      payment_method: 'cash',
      events: [...events, event('deliver', 'delivered', '2026-01-01T11:00:00Z', 'system')],
      delivery: { ...taken, status: 'delivered', picked_up_at: '2026-01-01T10:30:00Z' },
    });
    expect(delivered.map((step) => [step.label, step.state])).toEqual([
      ['Order placed (cash on delivery)', 'done'],
      ['Accepted by the seller', 'done'],
      ['Courier requested', 'done'],
      ['A courier is on the way to collect', 'done'],
      ['Handed to a courier', 'done'],
      ['Delivered', 'current'],
      ['Completed', 'upcoming'],
    ]);
  });

  it('names the pickup road and a Mobile Money payment', () => {
    const steps = buildOrderTimeline(t, {
      status: 'shipped',
      delivery_method: 'pickup',
      payment_method: 'momo',
      events: [
        event('create', 'pending_payment', '2026-01-01T10:00:00Z', 'buyer'),
        event('pay', 'placed', '2026-01-01T10:01:00Z', 'system'),
        event('accept', 'accepted', '2026-01-01T10:02:00Z'),
        event('ship', 'shipped', '2026-01-01T10:03:00Z'),
      ],
    });
    expect(steps.map((step) => step.label)).toEqual([
      'Order created, waiting for payment',
      'Paid with Mobile Money',
      'Accepted by the seller',
      'Ready for pickup',
      'Picked up',
      'Completed',
    ]);
    expect(steps[1]!.who).toBeNull();
  });

  it('ends a cancelled order at its cancellation, with the reason, and nothing to come', () => {
    const steps = buildOrderTimeline(t, {
      status: 'cancelled',
      delivery_method: 'courier',
      payment_method: 'cash',
      events: [
        event('create', 'placed', '2026-01-01T10:00:00Z', 'buyer'),
        event('cancel', 'cancelled', '2026-01-01T10:05:00Z', 'buyer', 'Changed my mind'),
      ],
    });
    expect(steps.map((step) => [step.label, step.state, step.who, step.note])).toEqual([
      ['Order placed (cash on delivery)', 'done', null, null],
      ['Cancelled', 'done', 'Buyer', 'Changed my mind'],
    ]);
  });

  it('marks a completed order done throughout', () => {
    const steps = buildOrderTimeline(t, {
      status: 'completed',
      delivery_method: 'courier',
      payment_method: 'cash',
      events: [event('create', 'placed', '2026-01-01T10:00:00Z', 'buyer'), event('complete', 'completed', '2026-01-02T10:00:00Z', 'buyer')],
    });
    expect(steps.every((step) => step.state === 'done')).toBe(true);
    expect(steps).toHaveLength(2);
  });
});
