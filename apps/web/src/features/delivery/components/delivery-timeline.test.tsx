import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { testDelivery, testEvent } from '../../../testing/delivery';
import { DeliveryTimeline } from './delivery-timeline';

afterEach(cleanup);

describe('DeliveryTimeline', () => {
  it('draws the real events: reached steps green with their time and text, the rest pending', () => {
    const delivery = testDelivery({
      status: 'accepted',
      events: [testEvent(1, 'requested', '2026-11-22T08:00:00Z', 'Osu, Accra'), testEvent(2, 'accepted', '2026-11-22T08:05:00Z')],
    });
    render(<DeliveryTimeline delivery={delivery} />);
    const items = within(screen.getByRole('list', { name: 'Delivery progress' })).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(items[0]?.textContent).toContain('Now requested');
    expect(items[0]?.textContent).toContain('Osu, Accra');
    expect(items[1]?.textContent).toContain('(current step)');
    expect(items[2]?.textContent).toContain('(not yet)');
    expect(items[0]?.querySelector('.text-emerald-800')).not.toBeNull();
    expect(items[2]?.querySelector('.text-emerald-800')).toBeNull();
  });
});
