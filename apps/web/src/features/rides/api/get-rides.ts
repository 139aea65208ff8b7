import { useQuery } from '@tanstack/react-query';
import type { RideList } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { rideKeys } from './query-keys';

// GET /api/v1/rides?scope=active|history: my rides as a rider, newest first.

export function getRides(scope: 'active' | 'history', signal?: AbortSignal): Promise<RideList> {
  return http.get<RideList>(`/api/v1/rides?role=rider&scope=${scope}&limit=${scope === 'active' ? 5 : 20}`, { signal });
}

export function useRides(scope: 'active' | 'history', enabled: boolean) {
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: rideKeys.list(useViewerKey(), scope),
    queryFn: ({ signal }) => getRides(scope, signal),
    enabled,
    refetchInterval: enabled && scope === 'active' ? pollInterval(status) : false,
  });
}
