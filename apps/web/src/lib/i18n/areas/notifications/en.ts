import { defineArea } from '../../area';

// The notifications page (its tabs and list; ADR 046), English the source: a key added here goes in
// the eight other catalogs beside it. The notifications' own titles are the server's words.
export const notificationsMessages = defineArea('notifications', {
  'title': 'Notifications',
  'tab.all': 'All',
  'tab.activity': 'Activity',
  'tab.promo': 'Promos',
  'tab.support': 'Support',
  'empty': "No updates for now—you're all set!",
  'unread': 'Unread:',
  'loading': 'Loading notifications...',
  'loadFailed': 'Could not load your notifications.',
  'tryAgain': 'Try Again',
  'markFailed': 'Could not mark your notifications as read. Please try again later.',
  'markFailed.offline': 'Could not mark your notifications as read. Please check your connection and try again.',
  'markAll': 'Mark all as read',
  'loadingMore': 'Loading...',
  'loadMore': 'Load more',
});
