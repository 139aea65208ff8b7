import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { NotificationFilter } from './get-notifications';
import { useViewerKey } from '../../../hooks/use-session';
import { notificationsKeys } from './query-keys';

// POST /api/v1/notifications/read-all?type=: every notification (of one type) read at once.

export function markAllNotificationsRead(type: NotificationFilter): Promise<{ updated: number; unread_count: number }> {
  return http.post(`/api/v1/notifications/read-all${type === 'all' ? '' : `?type=${type}`}`);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationsKeys.unreadCount(viewer), answer.unread_count);
      return queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
    },
  });
}
