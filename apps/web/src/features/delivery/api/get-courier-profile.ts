import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierProfile } from '@dwa/shared/delivery';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/courier/me: couriers only; online flag, last position, rating.

export function getCourierProfile(signal?: AbortSignal): Promise<CourierProfile> {
  return http.get<CourierProfile>('/api/v1/delivery/courier/me', { signal });
}

export function courierProfileQueryOptions(viewer: string) {
  return queryOptions({ queryKey: deliveryKeys.courier(viewer), queryFn: ({ signal }) => getCourierProfile(signal) });
}

export function useCourierProfile(enabled: boolean) {
  return useQuery({ ...courierProfileQueryOptions(useViewerKey()), enabled });
}
