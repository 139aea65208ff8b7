import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { NotificationType, NotificationsPage } from '../types';
import { useViewerKey } from '../../../hooks/use-session';
import { notificationsKeys } from './query-keys';
import type { ViewerKey } from '../../../hooks/use-session';

// GET /api/v1/notifications?type=: newest first, with the unread count of every type.

export type NotificationFilter = NotificationType | 'all';

export function getNotifications(type: NotificationFilter, cursor: string, signal?: AbortSignal): Promise<NotificationsPage> {
  const query = new URLSearchParams({ limit: '20' });
  if (type !== 'all') query.set('type', type);
  if (cursor) query.set('cursor', cursor);
  return http.get<NotificationsPage>(`/api/v1/notifications?${query}`, { signal });
}

export function notificationsQueryOptions(viewer: ViewerKey, type: NotificationFilter) {
  return infiniteQueryOptions({
    queryKey: notificationsKeys.list(viewer, type),
    queryFn: ({ pageParam, signal }) => getNotifications(type, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 15_000,
  });
}

export function useNotifications(type: NotificationFilter) {
  return useInfiniteQuery(notificationsQueryOptions(useViewerKey(), type));
}
