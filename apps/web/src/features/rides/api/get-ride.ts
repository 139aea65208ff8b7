import { useQuery } from '@tanstack/react-query';
import type { Ride } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { rideKeys } from './query-keys';

// GET /api/v1/rides/{id}: a `ride` frame makes it read again; while the socket is down it polls,
// and while a Mobile Money prompt waits on the rider's phone it polls too (each read asks the
// provider where the payment stands).

const PAYMENT_POLL_MS = 3_000;

export function getRide(id: number, signal?: AbortSignal): Promise<Ride> {
  return http.get<Ride>(`/api/v1/rides/${id}`, { signal });
}

export function useRide(id: number | null) {
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: rideKeys.detail(useViewerKey(), id ?? 0),
    queryFn: ({ signal }) => getRide(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) =>
      id === null ? false : query.state.data?.payment_status === 'pending' ? PAYMENT_POLL_MS : pollInterval(status),
  });
}
