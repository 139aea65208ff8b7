import { describe, expect, it } from 'vitest';
import { latestCopies, ordersWithDelivery, replaceOrder } from './live';
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
    const delivery = (id: number) => ({
      id,
      status: 'accepted',
      courier_name: null,
      handover_code: null,
      accepted_at: null,
      picked_up_at: null,
    });
    expect(
      ordersWithDelivery([{ id: 1, delivery: delivery(5) }, { id: 2, delivery: null }, undefined, { id: 3, delivery: delivery(6) }], 5),
    ).toEqual([1]);
  });

  it('shows an order held by two lists once, as it was changed last, in the place of the first', () => {
    const order = (id: number, at: string, status = 'new') => ({ id, updated_at: `2026-11-30T10:00:${at}.000Z`, status });
    const toStart = [order(1, '00'), order(2, '05')];
    const inProgress = [order(3, '01', 'accepted'), order(2, '07', 'accepted')];
    expect(latestCopies([toStart, inProgress])).toEqual([order(1, '00'), order(2, '07', 'accepted'), order(3, '01', 'accepted')]);
    // The older copy read last does not win.
    expect(latestCopies([[order(2, '07', 'accepted')], [order(2, '05')]])).toEqual([order(2, '07', 'accepted')]);
    expect(latestCopies([])).toEqual([]);
  });

  it("puts an action's answer in the place of the listed copy, never over a newer one", () => {
    const order = (id: number, at: string, status = 'new') => ({ id, updated_at: `2026-11-30T10:00:${at}.000Z`, status });
    const pages = [
      { results: [order(1, '00'), order(2, '00')], next_cursor: 'x' },
      { results: [order(3, '00')], next_cursor: null },
    ];
    expect(replaceOrder(pages, order(2, '09', 'accepted'))).toEqual([
      { results: [order(1, '00'), order(2, '09', 'accepted')], next_cursor: 'x' },
      pages[1],
    ]);
    expect(replaceOrder(pages, order(9, '09'))).toEqual(pages);
    const newer = [{ results: [order(2, '10', 'ready')] }];
    expect(replaceOrder(newer, order(2, '09', 'accepted'))).toEqual(newer);
  });
});
