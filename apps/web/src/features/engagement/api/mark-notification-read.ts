import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { NotificationsPage } from '../types';
import { useViewerKey } from '../../../hooks/use-session';
import { engagementKeys } from './query-keys';

// POST /api/v1/notifications/{id}/read: answers the new unread count.

export function markNotificationRead(id: number): Promise<{ id: number; read: boolean; unread_count: number }> {
  return http.post(`/api/v1/notifications/${id}/read`);
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (id) => {
      queryClient.setQueriesData<InfiniteData<NotificationsPage>>(
        { queryKey: [...engagementKeys.notifications(), 'list', viewer] },
        (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((page) => ({
                  ...page,
                  results: page.results.map((item) => (item.id === id ? { ...item, read: true } : item)),
                })),
              }
            : data,
      );
    },
    onSuccess: (answer) => queryClient.setQueryData(engagementKeys.unreadCount(viewer), answer.unread_count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: engagementKeys.notifications() }),
  });
}
