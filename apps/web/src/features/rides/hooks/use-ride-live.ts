import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Ride } from '@dwa/shared/rides';
import { realtime, startRealtime } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { rideKeys } from '../api/query-keys';

/**
 * Live ride frames (docs/realtime.md): a `ride` frame makes the ride and the lists read again (each
 * party reads its own view; the trip code never travels in a frame), `ride_location` moves the driver.
 * After a reconnect everything ride-related is read again. The chat follows its own frames
 * (components/rides/ride-messages.ts).
 */
export function useRideLive(): void {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  useEffect(() => {
    startRealtime();
    const off = [
      realtime.subscribe('ride', (frame) => {
        const id = Number(frame.ride_id);
        if (!Number.isInteger(id)) return;
        void queryClient.invalidateQueries({ queryKey: rideKeys.detail(viewer, id) });
        void queryClient.invalidateQueries({ queryKey: rideKeys.lists() });
      }),
      realtime.subscribe('ride_location', (frame) => {
        const id = Number(frame.ride_id);
        const lat = Number(frame.lat);
        const lng = Number(frame.lng);
        if (!Number.isInteger(id) || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
        queryClient.setQueryData<Ride>(rideKeys.detail(viewer, id), (ride) =>
          ride?.driver
            ? { ...ride, driver: { ...ride.driver, lat, lng, location_updated_at: String(frame.at ?? ride.driver.location_updated_at) } }
            : ride,
        );
      }),
      realtime.subscribe('ready', (frame) => {
        if (frame.reconnected) void queryClient.invalidateQueries({ queryKey: rideKeys.all });
      }),
    ];
    return () => off.forEach((unsubscribe) => unsubscribe());
  }, [queryClient, viewer]);
}
