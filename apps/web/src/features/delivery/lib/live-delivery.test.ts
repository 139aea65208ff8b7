import { describe, expect, it } from 'vitest';
import { mergeLiveDelivery } from './live-delivery';
import { testDelivery } from '../../../testing/delivery';

describe('mergeLiveDelivery', () => {
  it("keeps the customer's handover code, which live frames never carry, and takes everything else from the frame", () => {
    const cached = testDelivery({ id: 7, status: 'in_transit', handover_code: '4821' });
    const frame = testDelivery({ id: 7, status: 'nearby', handover_code: null, current_location: 'Madina' });
    expect(mergeLiveDelivery(cached, frame)).toEqual({ delivery: { ...frame, handover_code: '4821' }, refetch: false });
  });

  it('asks for the delivery again when the customer has no code for it yet', () => {
    const frame = testDelivery({ id: 7, status: 'accepted', handover_code: null });
    expect(mergeLiveDelivery(undefined, frame)).toEqual({ delivery: frame, refetch: true });
    expect(mergeLiveDelivery(testDelivery({ id: 8, handover_code: '1111' }), frame).delivery.handover_code).toBeNull();
  });

  it('never refetches for the courier, nor once the delivery is finished', () => {
    expect(mergeLiveDelivery(undefined, testDelivery({ my_role: 'courier', handover_code: null })).refetch).toBe(false);
    expect(mergeLiveDelivery(undefined, testDelivery({ status: 'delivered', handover_code: null })).refetch).toBe(false);
  });
});
