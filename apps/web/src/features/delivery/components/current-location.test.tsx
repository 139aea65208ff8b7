import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { Delivery } from '@dwa/shared/delivery';
import { formatFor } from '../../../lib/i18n/format';
import { formatTime } from '../lib/format';
import { testDelivery } from '../../../testing/delivery';
import { CurrentLocation } from './current-location';

afterEach(cleanup);

const courier = (position: { lat: number | null; lng: number | null; location_updated_at: string | null }): Delivery['courier'] => ({
  id: 2,
  name: 'Kwame Asante',
  phone: null,
  vehicle_type: 'motorbike',
  rating: null,
  ratings_count: 0,
  ...position,
});

const hint = 'View on Map appears when the courier shares a position.';
const place = () => screen.getByTestId('current-location').textContent ?? '';

describe('CurrentLocation', () => {
  it("shows the courier's shared position with its time and a map link, not the pickup address", () => {
    const at = new Date().toISOString();
    render(
      <CurrentLocation
        delivery={testDelivery({
          status: 'in_transit',
          current_location: 'Osu, Accra',
          courier: courier({ lat: 5.6037, lng: -0.187, location_updated_at: at }),
        })}
      />,
    );
    expect(place()).toContain(`Courier's position at ${formatTime(formatFor('en-GB'), at)}`);
    expect(place()).toContain('5.60370, -0.18700');
    expect(place()).not.toContain('Osu, Accra');
    expect(screen.getByRole('link', { name: 'View on Map' }).getAttribute('href')).toContain('query=5.603700,-0.187000');
    expect(screen.queryByText(hint)).toBeNull();
  });

  it('shows the last tracked place and the hint while no position is shared', () => {
    render(
      <CurrentLocation
        delivery={testDelivery({
          status: 'accepted',
          current_location: 'Osu, Accra',
          courier: courier({ lat: null, lng: null, location_updated_at: null }),
        })}
      />,
    );
    expect(place()).toContain('Osu, Accra');
    expect(screen.queryByRole('link', { name: 'View on Map' })).toBeNull();
    expect(screen.getByText(hint)).toBeTruthy();
  });

  it('drops the hint once the delivery is finished', () => {
    for (const status of ['delivered', 'cancelled'] as const) {
      render(<CurrentLocation delivery={testDelivery({ status, current_location: 'East Legon, Accra' })} />);
      expect(place()).toContain('East Legon, Accra');
      expect(screen.queryByText(hint)).toBeNull();
      cleanup();
    }
  });
});
