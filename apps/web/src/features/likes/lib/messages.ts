// The spec's toasts for a listing's like (error catalogue).

export const LISTING_LIKE_TEXT = {
  liked: 'You liked this listing!',
  unliked: 'You removed your like from this listing.',
  failed: 'Could not update your like. Please check your connection and try again.',
} as const;
