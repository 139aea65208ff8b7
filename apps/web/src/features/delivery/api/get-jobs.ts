import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/jobs: the open job board, oldest first; couriers only, empty while offline.

export type JobBoard = { online: boolean; items: Job[] };

export function getJobs(signal?: AbortSignal): Promise<JobBoard> {
  return http.get<JobBoard>('/api/v1/delivery/jobs', { signal });
}

export function jobsQueryOptions(viewer: string) {
  return queryOptions({ queryKey: deliveryKeys.jobs(viewer), queryFn: ({ signal }) => getJobs(signal) });
}

/** A `jobs` frame tells online couriers to read it again; while the socket is down it polls. */
export function useJobs(enabled: boolean) {
  const status = useRealtimeStatus();
  return useQuery({ ...jobsQueryOptions(useViewerKey()), enabled, refetchInterval: enabled ? pollInterval(status) : false });
}
