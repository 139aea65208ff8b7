import { describe, expect, it } from 'vitest';
import type { RideStatus } from '@dwa/shared/rides-rules';
import { paymentState } from './rides-view';

// Where a ride's fare stands, from its status, its method and its newest Mobile Money attempt.

describe('paymentState', () => {
  const on: RideStatus[] = ['requested', 'accepted', 'arrived', 'started'];

  it('nothing is due while the trip is on, whatever the method', () => {
    for (const status of on) {
      expect(paymentState({ status, paymentMethod: 'cash' }, undefined)).toBe('unpaid');
      expect(paymentState({ status, paymentMethod: 'momo' }, undefined)).toBe('unpaid');
    }
  });

  it('a cancelled ride is not charged', () => {
    expect(paymentState({ status: 'cancelled', paymentMethod: 'cash' }, undefined)).toBe('not_charged');
    expect(paymentState({ status: 'cancelled', paymentMethod: 'momo' }, { status: 'pending' })).toBe('not_charged');
  });

  it('cash is paid to the driver at the end', () => {
    expect(paymentState({ status: 'completed', paymentMethod: 'cash' }, undefined)).toBe('paid');
  });

  it('Mobile Money is as its newest attempt is', () => {
    const completed = { status: 'completed' as const, paymentMethod: 'momo' as const };
    expect(paymentState(completed, { status: 'pending' })).toBe('pending');
    expect(paymentState(completed, { status: 'succeeded' })).toBe('paid');
    expect(paymentState(completed, { status: 'failed' })).toBe('failed');
    expect(paymentState(completed, { status: 'cancelled' })).toBe('failed');
    expect(paymentState(completed, { status: 'refunded' })).toBe('not_charged');
    // No attempt at all (the provider was switched off meanwhile): owed, so the rider may pay again.
    expect(paymentState(completed, undefined)).toBe('failed');
  });
});
