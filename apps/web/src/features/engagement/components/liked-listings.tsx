import type { ReactNode } from 'react';
import { useLikedListings } from '../api/get-liked-listings';
import { ListingTiles } from './listing-tiles';

/** The listings the signed-in person likes; `empty` is the page's own empty state. */
export function LikedListings({ empty }: { empty: ReactNode }) {
  const query = useLikedListings();
  return <ListingTiles label="Liked listings" query={query} errorText="Could not load the listings you like." empty={empty} />;
}
