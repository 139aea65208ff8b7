import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ride, RideRequestInput } from '@dwa/shared/rides';
import type { SupportTicket } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { rideKeys } from './query-keys';

// The rider's writes: POST /rides, POST /rides/{id}/cancel, PUT /rides/{id}/rating, POST /rides/{id}/sos.
// Each stores the answer as the ride's detail and refreshes the lists.

export const createRide = (input: RideRequestInput) => http.post<Ride>('/api/v1/rides', input);
export const cancelRide = (id: number) => http.post<Ride>(`/api/v1/rides/${id}/cancel`, {});
export const rateRide = ({ id, stars, review }: { id: number; stars: number; review: string }) => http.put<Ride>(`/api/v1/rides/${id}/rating`, { stars, review: review || null });
export const raiseSos = ({ id, lat, lng }: { id: number; lat: number | null; lng: number | null }) => http.post<SupportTicket>(`/api/v1/rides/${id}/sos`, { lat, lng });

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

export function useSos() {
  return useMutation({ mutationFn: raiseSos });
}
