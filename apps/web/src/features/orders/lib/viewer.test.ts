import { describe, expect, it } from 'vitest';
import { ordersWithDelivery } from './live';
import { parseOrderId, viewerOf } from './viewer';

const party = (id: number) => ({ id, name: `P${id}`, business_name: null, phone: null });

describe('who looks at an order', () => {
  it('is its buyer, its seller, or else an admin', () => {
    const order = { buyer: party(3), seller: party(7) };
    expect(viewerOf(order, '3')).toBe('buyer');
    expect(viewerOf(order, 7)).toBe('seller');
    expect(viewerOf(order, '9')).toBe('admin');
    expect(viewerOf(order, null)).toBe('admin');
  });

  it('reads the id of the route', () => {
    expect(parseOrderId('12')).toBe(12);
    expect(parseOrderId('0')).toBeNull();
    expect(parseOrderId('12abc')).toBeNull();
    expect(parseOrderId('99999999999')).toBeNull();
    expect(parseOrderId(undefined)).toBeNull();
  });

  it("finds the cached orders a delivery frame's job belongs to", () => {
    const delivery = (id: number) => ({ id, status: 'accepted', courier_name: null, handover_code: null, accepted_at: null, picked_up_at: null });
    expect(ordersWithDelivery([{ id: 1, delivery: delivery(5) }, { id: 2, delivery: null }, undefined, { id: 3, delivery: delivery(6) }], 5)).toEqual([1]);
  });
});
