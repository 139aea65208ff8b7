import { describe, expect, it } from 'vitest';
import { addPhotos, disputeTone, mayDispute } from './rules';

const now = new Date('2026-11-29T12:00:00Z');
const paid = { payment_method: 'momo' as const, payment_status: 'paid' as const, status: 'shipped' as const, delivered_at: null };

describe('mayDispute', () => {
  it('offers a dispute on a paid Mobile Money order on its way', () => {
    expect(mayDispute(paid, now)).toBe(true);
    expect(mayDispute({ ...paid, status: 'placed' }, now)).toBe(true);
  });
  it('and on a delivered one until its money is released, 3 days after delivery', () => {
    expect(mayDispute({ ...paid, status: 'delivered', delivered_at: '2026-11-27T12:00:00Z' }, now)).toBe(true);
    expect(mayDispute({ ...paid, status: 'delivered', delivered_at: '2026-11-26T11:00:00Z' }, now)).toBe(false);
  });
  it('never on cash, unpaid, completed (confirmed) or cancelled orders', () => {
    expect(mayDispute({ ...paid, payment_method: 'cash', payment_status: 'cash_on_delivery' }, now)).toBe(false);
    expect(mayDispute({ ...paid, payment_status: 'pending', status: 'pending_payment' }, now)).toBe(false);
    expect(mayDispute({ ...paid, status: 'completed', delivered_at: '2026-11-29T10:00:00Z' }, now)).toBe(false);
    expect(mayDispute({ ...paid, status: 'cancelled' }, now)).toBe(false);
  });
});

describe('disputeTone', () => {
  it('marks open disputes as waiting and decisions as settled', () => {
    expect(disputeTone('open')).toBe('warning');
    expect(disputeTone('refunded')).toBe('success');
    expect(disputeTone('partly_refunded')).toBe('success');
    expect(disputeTone('released')).toBe('neutral');
  });
});

describe('addPhotos', () => {
  it('keeps at most the maximum and says how many did not fit', () => {
    expect(addPhotos(['a', 'b'], ['c', 'd', 'e'], 4)).toEqual({ photos: ['a', 'b', 'c', 'd'], dropped: 1 });
    expect(addPhotos([], ['a'], 4)).toEqual({ photos: ['a'], dropped: 0 });
    expect(addPhotos(['a', 'b', 'c', 'd'], ['e'], 4)).toEqual({ photos: ['a', 'b', 'c', 'd'], dropped: 1 });
  });
});
