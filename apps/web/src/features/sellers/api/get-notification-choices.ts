import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@dwa/shared/notifications-preferences';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { sellerKeys } from './query-keys';

// GET /api/v1/notification-preferences: which topics the person hears about (all on by default).

export function getNotificationChoices(signal?: AbortSignal): Promise<NotificationPreferences> {
  return http.get<NotificationPreferences>('/api/v1/notification-preferences', { signal });
}

export function notificationChoicesQueryOptions(viewer: string) {
  return queryOptions({ queryKey: sellerKeys.notificationChoices(viewer), queryFn: ({ signal }) => getNotificationChoices(signal) });
}

export function useNotificationChoices() {
  return useQuery(notificationChoicesQueryOptions(useViewerKey()));
}
