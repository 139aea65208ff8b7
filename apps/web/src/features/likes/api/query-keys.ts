import type { ViewerKey } from '../../../hooks/use-session';

// One's liked listings depend on who asks, so the key carries the viewer: a different sign-in never
// sees the previous person's cache.

export const likesKeys = {
  all: ['likes'] as const,
  liked: (viewer: ViewerKey) => [...likesKeys.all, 'liked', viewer] as const,
};
