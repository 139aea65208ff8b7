import { Link } from '../../../lib/router';
import { Heart, Trash2 } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { notify } from '../../../lib/toast';
import { useWishlist } from '../api/get-wishlist';
import { useSaveToWishlist } from '../api/save-to-wishlist';
import { actionFailure } from '../../../lib/action-failure';
import { ListingTiles } from '../../../components/listing-tiles/listing-tiles';
import { useT } from '../../../lib/i18n/i18n-context';
import { wishlistMessages } from '../../../lib/i18n/catalogs/wishlist';

function RemoveButton({ listing, onRemoved }: { listing: Listing; onRemoved?: (listingId: number) => void }) {
  const mutation = useSaveToWishlist();
  const t = useT(wishlistMessages);
  // A promise, not mutate's callbacks: the tile (and this button) is gone once the list updates.
  async function remove() {
    try {
      await mutation.mutateAsync({ listingId: listing.id, save: false });
      notify.success(t('wishlist.removed'));
      onRemoved?.(listing.id);
    } catch (error) {
      notify.error(actionFailure(error, { failed: t('wishlist.updateFailed'), offline: t('wishlist.updateFailed.offline') }));
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      className="w-full"
      aria-label={t('wishlist.removeTitle', { title: listing.title })}
      disabled={mutation.isPending}
      onClick={() => void remove()}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {t('wishlist.remove')}
    </Button>
  );
}

/** Saved listings, each with Remove; `onRemoved` lets the app refresh what else shows the listing. */
export function WishlistPage({ onRemoved }: { onRemoved?: (listingId: number) => void }) {
  const query = useWishlist();
  const t = useT(wishlistMessages);
  return (
    <Page title={t('wishlist.title')} description={t('wishlist.description')}>
      <ListingTiles
        label={t('wishlist.label')}
        query={query}
        errorText={t('wishlist.loadFailed')}
        action={(listing) => <RemoveButton listing={listing} onRemoved={onRemoved} />}
        empty={
          <EmptyState icon={<Heart aria-hidden="true" className="size-10" />} title={t('wishlist.empty')}>
            <p className="text-sm text-gray-600 dark:text-gray-400">{t('wishlist.emptyText')}</p>
            <Link to={paths.listings.getHref()} className={buttonClasses('primary')}>
              {t('wishlist.explore')}
            </Link>
          </EmptyState>
        }
      />
    </Page>
  );
}
