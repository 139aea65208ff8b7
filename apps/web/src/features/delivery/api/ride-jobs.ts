import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ride, RideJobBoard, RideList } from '@dwa/shared/rides';
import { http } from '../../../lib/http';
import { pollInterval, useRealtimeStatus } from '../../../lib/realtime';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// The driver's side of rides on the Driver Board (issue 19): GET /rides/jobs (requested rides my
// vehicle takes, nearest first), GET /rides?role=driver&scope=active (my rides on now) and
// scope=history (the earnings list), and the driver's actions. Keyed under the job board, so the dispatch's `jobs` frame refreshes them too.

export const rideJobKeys = {
  board: (viewer: string) => [...deliveryKeys.jobs(viewer), 'rides'] as const,
  mine: (viewer: string) => [...deliveryKeys.jobs(viewer), 'my-rides'] as const,
  /** The driver's finished rides, page by page (the earnings list). */
  history: (viewer: string) => [...deliveryKeys.jobs(viewer), 'ride-history'] as const,
};

export function useRideJobs(enabled: boolean) {
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: rideJobKeys.board(useViewerKey()),
    queryFn: ({ signal }) => http.get<RideJobBoard>('/api/v1/rides/jobs', { signal }),
    enabled,
    refetchInterval: enabled ? pollInterval(status) : false,
  });
}

export function useMyDriverRides() {
  const status = useRealtimeStatus();
  return useQuery({
    queryKey: rideJobKeys.mine(useViewerKey()),
    queryFn: ({ signal }) => http.get<RideList>('/api/v1/rides?role=driver&scope=active&limit=10', { signal }),
    refetchInterval: pollInterval(status),
  });
}

/** The driver's past rides (completed and cancelled), newest first, for the earnings list: loaded when `enabled`. */
export function useDriverRideHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: rideJobKeys.history(useViewerKey()),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ role: 'driver', scope: 'history', limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return http.get<RideList>(`/api/v1/rides?${query}`, { signal });
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
  });
}

export type RideAction =
  | { id: number; action: 'accept' | 'arrive' | 'complete' }
  | { id: number; action: 'start'; code: string }
  | { id: number; action: 'cancel'; reason: string };

function send(step: RideAction): Promise<Ride> {
  const url = `/api/v1/rides/${step.id}/${step.action}`;
  if (step.action === 'start') return http.post<Ride>(url, { code: step.code });
  if (step.action === 'cancel') return http.post<Ride>(url, { reason: step.reason });
  return http.post<Ride>(url);
}

/** Any of the driver's steps; won or lost, both lists are read again, and the earnings (a completed trip adds its fare). */
export function useRideAction() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryKeys.jobs(viewer) }),
        queryClient.invalidateQueries({ queryKey: deliveryKeys.stats(viewer) }),
      ]),
  });
}

export function useSetPlate() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: (plate: string) => http.put<{ vehicle: RideJobBoard['vehicle']; plate: string | null }>('/api/v1/rides/driver', { plate }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rideJobKeys.board(viewer) }),
  });
}
