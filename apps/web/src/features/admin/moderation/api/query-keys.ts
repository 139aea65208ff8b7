import { adminKeys } from '../../api/admin-keys';

// Admin answers depend on who asks: the viewer is in every key.

export const moderationKeys = {
  all: adminKeys.section('moderation'),
  pending: (viewer: string) => [...moderationKeys.all, 'pending', viewer] as const,
  reported: (viewer: string, status: 'open' | 'resolved') => [...moderationKeys.all, 'reported', viewer, status] as const,
  reviews: (viewer: string, status: 'open' | 'resolved') => [...moderationKeys.all, 'reviews', viewer, status] as const,
};
