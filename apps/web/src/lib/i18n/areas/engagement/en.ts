import { defineArea } from '../../area';

// A listing page's likes, report, wishlist and comments heading (ADR 046), English the source: a key
// added here goes in the eight other catalogs beside it.
export const engagementMessages = defineArea('engagement', {
  'feedback': 'Like or report this listing',
  'like': 'Like',
  'likes': '{count, plural, one {like} other {likes}}',
  'report': 'Report',
  'reported': 'Reported',
  'wishlist.add': 'Add to Wishlist',
  'wishlist.remove': 'Remove from Wishlist',
  'wishlist.added': 'Added to your wishlist.',
  'wishlist.removed': 'Removed from your wishlist.',
  'comments': 'Comments ({count})',
  'wishlist.updateFailed': 'Could not update your wishlist. Please try again later.',
  'wishlist.updateFailed.offline': 'Could not update your wishlist. Please check your connection and try again.',
});
