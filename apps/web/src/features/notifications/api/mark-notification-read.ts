import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { NotificationsPage } from '../types';
import { useViewerKey } from '../../../hooks/use-session';
import { notificationsKeys } from './query-keys';

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
      queryClient.setQueriesData<InfiniteData<NotificationsPage>>({ queryKey: [...notificationsKeys.all, 'list', viewer] }, (data) =>
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
    onSuccess: (answer) => queryClient.setQueryData(notificationsKeys.unreadCount(viewer), answer.unread_count),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}
