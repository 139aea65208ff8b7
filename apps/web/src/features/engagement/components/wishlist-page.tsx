import { Link } from 'react-router';
import { Heart, Trash2 } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../lib/toast';
import { useWishlist } from '../api/get-wishlist';
import { useSaveToWishlist } from '../api/save-to-wishlist';
import { actionFailure } from '../lib/messages';
import { ListingTiles } from './listing-tiles';

function RemoveButton({ listing, onRemoved }: { listing: Listing; onRemoved?: (listingId: number) => void }) {
  const mutation = useSaveToWishlist();
  // A promise, not mutate's callbacks: the tile (and this button) is gone once the list updates.
  async function remove() {
    try {
      await mutation.mutateAsync({ listingId: listing.id, save: false });
      notify.success('Removed from your wishlist.');
      onRemoved?.(listing.id);
    } catch (error) {
      notify.error(actionFailure(error, 'Could not update your wishlist.'));
    }
  }
  return (
    <Button variant="outline" size="sm" className="w-full" disabled={mutation.isPending} onClick={() => void remove()}>
      <Trash2 aria-hidden="true" className="size-4" />
      Remove<span className="sr-only"> {listing.title} from your wishlist</span>
    </Button>
  );
}

/** Saved listings, each with Remove; `onRemoved` lets the app refresh what else shows the listing. */
export function WishlistPage({ onRemoved }: { onRemoved?: (listingId: number) => void }) {
  const query = useWishlist();
  return (
    <Page title="Wishlist" description="Listings you saved to come back to.">
      <ListingTiles
        label="Saved listings"
        query={query}
        errorText="Could not load your wishlist."
        action={(listing) => <RemoveButton listing={listing} onRemoved={onRemoved} />}
        empty={
          <EmptyState icon={<Heart aria-hidden="true" className="size-10" />} title="Your wishlist is empty">
            <p className="text-sm text-gray-600 dark:text-gray-400">Save listings with Add to Wishlist and find them here.</p>
            <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
              Explore Marketplace
            </Link>
          </EmptyState>
        }
      />
    </Page>
  );
}
