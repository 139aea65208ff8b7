import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierApplication } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/courier/application: my latest application (or null) and whether I am a courier.

export type MyCourierApplication = { application: CourierApplication | null; is_courier: boolean };

export function getCourierApplication(signal?: AbortSignal): Promise<MyCourierApplication> {
  return http.get<MyCourierApplication>('/api/v1/delivery/courier/application', { signal });
}

export function courierApplicationQueryOptions(viewer: string) {
  return queryOptions({
    queryKey: deliveryKeys.application(viewer),
    queryFn: ({ signal }) => getCourierApplication(signal),
    staleTime: 60_000,
    // While an admin reviews it, coming back to the tab asks again: an approval shows without a reload.
    refetchOnWindowFocus: (query) => (query.state.data?.application?.status === 'pending' ? 'always' : false),
  });
}

export function useCourierApplication(enabled = true) {
  return useQuery({ ...courierApplicationQueryOptions(useViewerKey()), enabled });
}
