import type { ViewerKey } from '../../../hooks/use-session';

// Engagement answers depend on who asks (has_liked, is_author, one's own lists), so every key
// carries the viewer: a different sign-in never sees the previous person's cache.

export const engagementKeys = {
  all: ['engagement'] as const,
  comments: (listingId: number, viewer: ViewerKey) => [...engagementKeys.all, 'comments', listingId, viewer] as const,
  commentsOf: (listingId: number) => [...engagementKeys.all, 'comments', listingId] as const,
  liked: (viewer: ViewerKey) => [...engagementKeys.all, 'liked', viewer] as const,
  wishlist: (viewer: ViewerKey) => [...engagementKeys.all, 'wishlist', viewer] as const,
  notifications: () => [...engagementKeys.all, 'notifications'] as const,
  notificationList: (viewer: ViewerKey, type: string) => [...engagementKeys.notifications(), 'list', viewer, type] as const,
  unreadCount: (viewer: ViewerKey) => [...engagementKeys.notifications(), 'unread', viewer] as const,
};
