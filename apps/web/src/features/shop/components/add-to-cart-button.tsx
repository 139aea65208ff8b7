import { ShoppingCart } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { Button } from '../../../components/ui/button';
import { useSignInFirst } from '../../../hooks/use-sign-in-first';
import { notify } from '../../../lib/toast';
import { useAddToCart } from '../api/add-to-cart';
import { stockState } from '../lib/stock';
import { useT } from '../../../lib/i18n/i18n-context';
import { cartMessages } from '../../../lib/i18n/catalogs/cart';

/** One more of a product in the cart; a visitor signs in first (and it is added then) and comes back to the shop. */
export function AddToCartButton({ listing }: { listing: Pick<Listing, 'id' | 'title' | 'status' | 'in_stock' | 'quantity' | 'is_owner'> }) {
  const signInFirst = useSignInFirst();
  const add = useAddToCart();
  const t = useT(cartMessages);
  if (listing.is_owner) return <p className="py-2 text-center text-sm text-gray-600 dark:text-gray-400">{t('yourListing')}</p>;
  const { buyable } = stockState(listing);
  return (
    <Button
      size="sm"
      className="w-full"
      disabled={!buyable || add.isPending}
      aria-busy={add.isPending || undefined}
      aria-label={t('addTitle', { title: listing.title })}
      onClick={() =>
        signInFirst(
          () =>
            add.mutate(
              { listing_id: listing.id, quantity: 1 },
              { onSuccess: () => notify.success(t('added', { title: listing.title })), onError: (error) => notify.error(error.message) },
            ),
          undefined,
          { kind: 'add-to-cart', listingId: listing.id, quantity: 1, title: listing.title },
        )
      }
    >
      <ShoppingCart aria-hidden="true" className="size-4" />
      {add.isPending ? t('adding') : t('add')}
    </Button>
  );
}
