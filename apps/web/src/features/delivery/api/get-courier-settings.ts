import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourierSettings } from '@dwa/shared/delivery-courier-settings';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryKeys } from './query-keys';

// GET /api/v1/delivery/courier/settings: couriers only; vehicle, plate, regions served, usual hours.

export function getCourierSettings(signal?: AbortSignal): Promise<CourierSettings> {
  return http.get<CourierSettings>('/api/v1/delivery/courier/settings', { signal });
}

export function courierSettingsQueryOptions(viewer: string) {
  return queryOptions({ queryKey: deliveryKeys.settings(viewer), queryFn: ({ signal }) => getCourierSettings(signal) });
}

export function useCourierSettings(enabled: boolean) {
  return useQuery({ ...courierSettingsQueryOptions(useViewerKey()), enabled });
}
