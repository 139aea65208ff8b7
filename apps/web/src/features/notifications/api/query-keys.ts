import type { ViewerKey } from '../../../hooks/use-session';

// Notifications depend on who asks, so every key carries the viewer: a different sign-in never sees
// the previous person's cache.

export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (viewer: ViewerKey, type: string) => [...notificationsKeys.all, 'list', viewer, type] as const,
  unreadCount: (viewer: ViewerKey) => [...notificationsKeys.all, 'unread', viewer] as const,
};
