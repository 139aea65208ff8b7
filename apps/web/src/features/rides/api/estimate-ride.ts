import { useQueries } from '@tanstack/react-query';
import { RIDE_VEHICLES, type RideVehicle } from '@dwa/shared/rides-rules';
import type { RideEstimate } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import type { TripPoints } from '../lib/trip';
import { rideKeys } from './query-keys';

// POST /api/v1/rides/estimate (public): the server prices each vehicle; the page only shows it.

export function estimateRide(trip: TripPoints, vehicle: RideVehicle, signal?: AbortSignal): Promise<RideEstimate> {
  return http.post<RideEstimate>(
    '/api/v1/rides/estimate',
    {
      pickup: trip.pickup.trim() || 'Pickup',
      dropoff: trip.dropoff.trim() || 'Drop-off',
      vehicle,
      pickup_lat: trip.pickupAt?.lat ?? null,
      pickup_lng: trip.pickupAt?.lng ?? null,
      dropoff_lat: trip.dropoffAt?.lat ?? null,
      dropoff_lng: trip.dropoffAt?.lng ?? null,
    },
    { signal },
  );
}

/** One estimate per vehicle; they change only when a point's coordinates do. */
export function useRideEstimates(trip: TripPoints) {
  const points = { pickupAt: trip.pickupAt, dropoffAt: trip.dropoffAt };
  return useQueries({
    queries: RIDE_VEHICLES.map((vehicle) => ({
      queryKey: rideKeys.estimates({ vehicle, ...points }),
      queryFn: ({ signal }: { signal: AbortSignal }) => estimateRide(trip, vehicle, signal),
      staleTime: 5 * 60_000,
    })),
  });
}
