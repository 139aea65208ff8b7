import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { notificationsKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/notifications/unread-count: the header bell's badge, read again every minute.

export function getUnreadCount(signal?: AbortSignal): Promise<{ unread_count: number }> {
  return http.get<{ unread_count: number }>('/api/v1/notifications/unread-count', { signal });
}

export function unreadCountQueryOptions(viewer: ViewerKey) {
  return queryOptions({
    queryKey: notificationsKeys.unreadCount(viewer),
    queryFn: ({ signal }) => getUnreadCount(signal).then((answer) => answer.unread_count),
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** Only asks when someone is signed in (`viewer` is their token). */
export function useUnreadNotifications(viewer: ViewerKey | null) {
  return useQuery({ ...unreadCountQueryOptions(viewer ?? 'anonymous'), enabled: viewer !== null });
}
