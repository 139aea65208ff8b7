import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationPreferencesInput } from '@dwa/shared/notifications-preferences';
import { http } from '../../../lib/http';
import { useViewerKey } from '../../../hooks/use-session';
import { sellerKeys } from './query-keys';

// PUT /api/v1/notification-preferences: the topics sent change, the others keep their state.

export function saveNotificationChoices(input: NotificationPreferencesInput): Promise<NotificationPreferences> {
  return http.put<NotificationPreferences>('/api/v1/notification-preferences', input);
}

export function useSaveNotificationChoices() {
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  return useMutation({
    mutationFn: saveNotificationChoices,
    onSuccess: (saved) => queryClient.setQueryData(sellerKeys.notificationChoices(viewer), saved),
  });
}
