import { useState } from 'react';
import { Link, useNavigate } from '../../../lib/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import { buyMessages } from '../../../lib/i18n/areas/buy/en';

export type BuyBoxListing = Pick<Listing, 'id' | 'title' | 'price' | 'status' | 'in_stock' | 'quantity'>;

/**
 * A Buy Now listing's purchase box on its page (never its owner's): how many are left, a quantity
 * within the stock, Buy Now (to the checkout) and Add to Cart. Loaded only for such listings.
 */
export function BuyBox({ listing }: { listing: BuyBoxListing }) {
  const f = useFormat();
  const t = useT(buyMessages);
  const token = useAuthToken();
  const viewer = token ?? 'anonymous';
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signInFirst = useSignInFirst();
  const cart = useQuery({ ...cartQueryOptions(viewer), enabled: Boolean(token) });
  const add = useAddToCart();
  const [wanted, setWanted] = useState(1);
  const [buying, setBuying] = useState(false);
  const state = stockState(listing);
  const max = Math.max(1, Math.min(listing.quantity, CART_MAX));
  const quantity = Math.min(wanted, max);
  const inCart = quantityInCart(cart.data, listing.id);
  const room = addableQuantity(listing.quantity, inCart);
  const busy = buying || add.isPending;

  const addToCart = () =>
    signInFirst(() =>
      add.mutate(
        { listing_id: listing.id, quantity },
        { onSuccess: () => notify.success(t('addedMany', { quantity, title: listing.title })), onError: (error) => notify.error(error.message) },
      ),
    );

  // Buy Now makes sure the cart holds `quantity` of it: a second tap (or Back from the checkout)
  // adds only what is missing, never the same again.
  const buyNow = () =>
    signInFirst(() => {
      setBuying(true);
      void (async () => {
        try {
          const held = quantityInCart(await queryClient.fetchQuery(cartQueryOptions(viewer)), listing.id);
          if (quantity > held) await add.mutateAsync({ listing_id: listing.id, quantity: quantity - held });
          void navigate(paths.checkout.getHref());
        } catch (error) {
          notify.error(error instanceof Error ? error.message : t('buy.failed'));
        } finally {
          setBuying(false);
        }
      })();
    });

  return (
    <section aria-labelledby="buy-box-title" className="space-y-3 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4 dark:border-emerald-900 dark:bg-emerald-950/30">
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
            <span className="text-xl font-bold text-gray-950 dark:text-white">{f.cedis((Math.round(listing.price * 100) * quantity) / 100, 'ghc')}</span>
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button className="px-2" disabled={busy} aria-busy={buying || undefined} onClick={buyNow}>
              <Zap aria-hidden="true" className="size-4" />
              {buying ? t('buy.wait') : t('buy.now')}
            </Button>
            <Button variant="outline" className="px-2" disabled={busy || quantity > room} aria-busy={(add.isPending && !buying) || undefined} onClick={addToCart}>
              <ShoppingCart aria-hidden="true" className="size-4" />
              {add.isPending && !buying ? t('adding') : t('add')}
            </Button>
          </div>
          {inCart > 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {room === 0 ? t('buy.allInCart', { count: listing.quantity }) : quantity > room ? t('buy.canAdd', { inCart, room }) : t('buy.inCart', { inCart })}{' '}
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
