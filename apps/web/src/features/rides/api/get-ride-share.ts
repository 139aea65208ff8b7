import { useQuery } from '@tanstack/react-query';
import type { RideShare } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import { rideKeys } from './query-keys';

// GET /api/v1/rides/share/{token} (public): a shared trip's progress, read every 15 s; 410 once it has ended.

export function useRideShare(token: string) {
  return useQuery({
    queryKey: rideKeys.share(token),
    queryFn: ({ signal }) => http.get<RideShare>(`/api/v1/rides/share/${encodeURIComponent(token)}`, { signal }),
    refetchInterval: (query) => (query.state.error ? false : 15_000),
    retry: false,
  });
}
