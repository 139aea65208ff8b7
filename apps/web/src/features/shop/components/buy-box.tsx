import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { useQuery } from '@tanstack/react-query';
import { ShoppingCart, Zap } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { useAuthToken } from '../../../hooks/use-session';
import { useSignInFirst } from '../../../hooks/use-sign-in-first';
import { cartQueryOptions, quantityInCart } from '../../../lib/cart';
import { notify } from '../../../lib/toast';
import { useAddToCart } from '../api/add-to-cart';
import { addableQuantity, CART_MAX, stockState } from '../lib/stock';
import { StockNote } from './stock-note';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { cartMessages } from '../../../lib/i18n/catalogs/cart';

export type BuyBoxListing = Pick<Listing, 'id' | 'title' | 'price' | 'status' | 'in_stock' | 'quantity'>;

/**
 * A Buy Now listing's purchase box on its page (never its owner's): how many are left, a quantity
 * within the stock, Buy Now (to the checkout) and Add to Cart. Loaded only for such listings.
 */
export function BuyBox({ listing }: { listing: BuyBoxListing }) {
  const f = useFormat();
  const t = useT(cartMessages);
  const token = useAuthToken();
  const viewer = token ?? 'anonymous';
  const navigate = useNavigate();
  const signInFirst = useSignInFirst();
  const cart = useQuery({ ...cartQueryOptions(viewer), enabled: Boolean(token) });
  const add = useAddToCart();
  const [wanted, setWanted] = useState(1);
  const state = stockState(listing);
  const max = Math.max(1, Math.min(listing.quantity, CART_MAX));
  const quantity = Math.min(wanted, max);
  const inCart = quantityInCart(cart.data, listing.id);
  const room = addableQuantity(listing.quantity, inCart);
  const busy = add.isPending;

  // Signed out, the person signs in (told why) and the item is added then, at this quantity.
  const addToCart = () =>
    signInFirst(
      () =>
        add.mutate(
          { listing_id: listing.id, quantity },
          {
            onSuccess: () => notify.success(t('addedMany', { quantity, title: listing.title })),
            onError: (error) => notify.error(error.message),
          },
        ),
      undefined,
      { kind: 'add-to-cart', listingId: listing.id, quantity, title: listing.title },
    );

  // Buy Now checks out this listing alone, at the quantity chosen; the cart stays as it is. Signed
  // out, the person signs in and comes back to that checkout.
  const buyNowHref = paths.checkout.getHref({ listingId: listing.id, quantity });
  const buyNow = () => signInFirst(() => void navigate(buyNowHref), buyNowHref);

  return (
    <section
      aria-labelledby="buy-box-title"
      className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-900 dark:bg-emerald-950/30"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="buy-box-title" className="text-base font-bold">
          {t('buy.title')}
        </h2>
        <StockNote state={state} />
      </div>
      {state.buyable ? (
        <>
          <QuantityStepper label={t('buy.quantity')} value={quantity} max={max} disabled={busy} onChange={setWanted} />
          <p className="flex items-baseline justify-between gap-3 text-sm text-gray-700 dark:text-gray-300">
            {t('buy.total')}
            <span className="text-xl font-bold text-gray-950 dark:text-white">
              {f.cedis((Math.round(listing.price * 100) * quantity) / 100, 'ghc')}
            </span>
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button className="px-2" disabled={busy} onClick={buyNow}>
              <Zap aria-hidden="true" className="size-4" />
              {t('buy.now')}
            </Button>
            <Button
              variant="outline"
              className="px-2"
              disabled={busy || quantity > room}
              aria-busy={add.isPending || undefined}
              onClick={addToCart}
            >
              <ShoppingCart aria-hidden="true" className="size-4" />
              {add.isPending ? t('adding') : t('add')}
            </Button>
          </div>
          {inCart > 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {room === 0
                ? t('buy.allInCart', { count: listing.quantity })
                : quantity > room
                  ? t('buy.canAdd', { inCart, room })
                  : t('buy.inCart', { inCart })}{' '}
              <Link to={paths.cart.getHref()} className="font-semibold text-emerald-800 underline dark:text-emerald-300">
                {t('viewCart')}
              </Link>
            </p>
          ) : null}
          <p className="text-xs text-gray-600 dark:text-gray-400">{t('buy.note')}</p>
        </>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {listing.status === 'active' ? t('buy.outOfStock') : t('buy.unavailable')}
        </p>
      )}
    </section>
  );
}
