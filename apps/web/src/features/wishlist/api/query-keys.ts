import type { ViewerKey } from '../../../hooks/use-session';

// One's wishlist depends on who asks, so the key carries the viewer: a different sign-in never sees
// the previous person's cache.

export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (viewer: ViewerKey) => [...wishlistKeys.all, viewer] as const,
};
