import type { ViewerKey } from '../../../hooks/use-session';

// A listing's comments depend on who asks (has_liked, is_author), so the key carries the viewer: a
// different sign-in never sees the previous person's cache.

export const commentsKeys = {
  all: ['comments'] as const,
  ofListing: (listingId: number) => [...commentsKeys.all, listingId] as const,
  list: (listingId: number, viewer: ViewerKey) => [...commentsKeys.ofListing(listingId), viewer] as const,
};
