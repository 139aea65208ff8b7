import { describe, expect, it } from 'vitest';
import { addCancelledJob, cancelledJobs, dismissCancelledJob, isCancelledForCourier, subscribeCancelledJobs } from './cancelled-jobs';
import { testDelivery } from '../../../testing/delivery';

describe('cancelled jobs', () => {
  it('is news for the courier holding the job, once: not for the customer, nor a frame already known', () => {
    const cancelled = testDelivery({ id: 3, status: 'cancelled', my_role: 'courier' });
    expect(isCancelledForCourier(cancelled, testDelivery({ id: 3, status: 'accepted', my_role: 'courier' }))).toBe(true);
    expect(isCancelledForCourier(cancelled, undefined)).toBe(true);
    expect(isCancelledForCourier(cancelled, cancelled)).toBe(false);
    expect(isCancelledForCourier(testDelivery({ status: 'cancelled', my_role: 'customer' }), undefined)).toBe(false);
    expect(isCancelledForCourier(testDelivery({ status: 'picked_up', my_role: 'courier' }), undefined)).toBe(false);
  });

  it('keeps each cancelled job, per viewer and once, until it is dismissed, and tells its listeners', () => {
    let calls = 0;
    const off = subscribeCancelledJobs(() => (calls += 1));
    const job = testDelivery({
      id: 11,
      status: 'cancelled',
      my_role: 'courier',
      item_description: 'Blue box',
      pickup_address: 'Osu',
      delivery_address: 'Madina',
    });
    addCancelledJob('courier-a', job);
    addCancelledJob('courier-a', job);
    expect(cancelledJobs('courier-a')).toEqual([{ id: 11, order_number: null, item: 'Blue box', from: 'Osu', to: 'Madina' }]);
    expect(cancelledJobs('someone-else')).toEqual([]);
    expect(calls).toBe(1);
    dismissCancelledJob('courier-a', 11);
    expect(cancelledJobs('courier-a')).toEqual([]);
    expect(calls).toBe(2);
    off();
  });
});
