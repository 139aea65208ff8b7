import { useQuery } from '@tanstack/react-query';
import type { Ride } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { rideKeys } from './query-keys';

// GET /api/v1/rides/{id}: a `ride` frame makes it read again; while the socket is down it polls.

export function getRide(id: number, signal?: AbortSignal): Promise<Ride> {
  return http.get<Ride>(`/api/v1/rides/${id}`, { signal });
}

export function useRide(id: number | null) {
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: rideKeys.detail(useViewerKey(), id ?? 0),
    queryFn: ({ signal }) => getRide(id!, signal),
    enabled: id !== null,
    refetchInterval: id !== null ? pollInterval(status) : false,
  });
}
