import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MomoNetwork } from '@dwa/shared/momo';
import type { Ride, RideRequestFormValues } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { rideKeys } from './query-keys';

// The rider's writes: POST /rides, POST /rides/{id}/cancel, PUT /rides/{id}/rating, POST
// /rides/{id}/payment (Mobile Money again after a declined prompt). Each stores the answer as the
// ride's detail and refreshes the lists. SOS is the shared components/rides/ride-sos.tsx.

export const createRide = (input: RideRequestFormValues) => http.post<Ride>('/api/v1/rides', input);
export const cancelRide = (id: number) => http.post<Ride>(`/api/v1/rides/${id}/cancel`, {});
export const rateRide = ({ id, stars, review }: { id: number; stars: number; review: string }) =>
  http.put<Ride>(`/api/v1/rides/${id}/rating`, { stars, review: review || null });
export const payRide = ({ id, ...choice }: { id: number; momo_network?: MomoNetwork; momo_number?: string }) =>
  http.post<Ride>(`/api/v1/rides/${id}/payment`, choice);

function useStoreRide() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return async (ride: Ride) => {
    queryClient.setQueryData(rideKeys.detail(viewer, ride.id), ride);
    await queryClient.invalidateQueries({ queryKey: rideKeys.lists() });
  };
}

export function useCreateRide() {
  const store = useStoreRide();
  return useMutation({ mutationFn: createRide, onSuccess: store });
}

export function useCancelRide() {
  const store = useStoreRide();
  return useMutation({ mutationFn: cancelRide, onSuccess: store });
}

export function useRateRide() {
  const store = useStoreRide();
  return useMutation({ mutationFn: rateRide, onSuccess: store });
}

export function usePayRide() {
  const store = useStoreRide();
  return useMutation({ mutationFn: payRide, onSuccess: store });
}
