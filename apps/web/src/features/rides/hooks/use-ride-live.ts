import type { Ride } from '@dwa/shared/rides';
import { useLiveFrames, type LiveFrames } from '../../../hooks/use-live-frames';
import { rideKeys } from '../api/query-keys';

const rideFrames: LiveFrames = (queryClient, viewer) => ({
  ride: (frame) => {
    const id = Number(frame.ride_id);
    if (!Number.isInteger(id)) return;
    void queryClient.invalidateQueries({ queryKey: rideKeys.detail(viewer, id) });
    void queryClient.invalidateQueries({ queryKey: rideKeys.lists() });
  },
  ride_location: (frame) => {
    const id = Number(frame.ride_id);
    const lat = Number(frame.lat);
    const lng = Number(frame.lng);
    if (!Number.isInteger(id) || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    queryClient.setQueryData<Ride>(rideKeys.detail(viewer, id), (ride) =>
      ride?.driver
        ? { ...ride, driver: { ...ride.driver, lat, lng, location_updated_at: String(frame.at ?? ride.driver.location_updated_at) } }
        : ride,
    );
  },
});

/**
 * Live ride frames (docs/realtime.md): a `ride` frame makes the ride and the lists read again (each
 * party reads its own view; the trip code never travels in a frame), `ride_location` moves the driver.
 * After a reconnect everything ride-related is read again. The chat follows its own frames
 * (components/rides/ride-messages.ts).
 */
export function useRideLive(): void {
  useLiveFrames(rideKeys.all, rideFrames);
}
