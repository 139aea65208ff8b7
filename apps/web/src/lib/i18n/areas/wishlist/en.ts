import { defineArea } from '../../area';

// Saved and liked listings (/wishlist, /likes' grid; ADR 046), English the source: a key added
// here goes in the eight other catalogs beside it.
export const wishlistMessages = defineArea('wishlist', {
  'wishlist.title': 'Wishlist',
  'wishlist.description': 'Listings you saved to come back to.',
  'wishlist.label': 'Saved listings',
  'wishlist.loadFailed': 'Could not load your wishlist.',
  'wishlist.empty': 'Your wishlist is empty',
  'wishlist.emptyText': 'Save listings with Add to Wishlist and find them here.',
  'wishlist.explore': 'Explore Marketplace',
  'wishlist.removed': 'Removed from your wishlist.',
  'wishlist.updateFailed': 'Could not update your wishlist. Please try again later.',
  'wishlist.updateFailed.offline': 'Could not update your wishlist. Please check your connection and try again.',
  'wishlist.remove': 'Remove',
  'wishlist.removeTitle': 'Remove {title} from your wishlist',
  'liked.label': 'Liked listings',
  'liked.loadFailed': 'Could not load the listings you like.',
  'tiles.loading': 'Loading...',
  'tiles.tryAgain': 'Try Again',
  'tiles.count': '{count, plural, one {# listing} other {# listings}}',
  'tiles.loadMore': 'Load more',
  'tile.noLocation': 'Location not specified',
  'tile.notOnSale': 'No longer on sale',
});
