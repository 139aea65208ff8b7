import type { UseQueryResult } from '@tanstack/react-query';
import type { BuyNow, Cart } from '@dwa/shared/commerce';
import { Link, useSearchParams } from '../../../lib/router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/http';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBuyerProfile } from '../api/get-buyer-profile';
import { useBuyNow } from '../api/get-buy-now';
import { useCart } from '../api/get-cart';
import { CheckoutForm } from './checkout-form';
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

function CheckoutSkeleton() {
  const t = useT(checkoutMessages);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
      <p role="status" className="sr-only">
        {t('checkout.loading')}
      </p>
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
      <Skeleton className="h-80 rounded-2xl" />
    </div>
  );
}

/** Buy Now of a listing one may not buy (one's own, gone): trying again would not help. */
const refused = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** `?buy=<listing>&quantity=<n>`: Buy Now's one listing, or null for the whole cart. */
export function buyNowOf(search: URLSearchParams): BuyNow | null {
  const listing = Number(search.get('buy'));
  if (!Number.isInteger(listing) || listing < 1) return null;
  const quantity = Number(search.get('quantity') ?? '1');
  return { listing_id: listing, quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 99 ? quantity : 1 };
}

/**
 * /checkout: the cart as orders (one per seller), once every line in it can be bought; with
 * `?buy=`, Buy Now's one listing alone, the cart left as it is.
 */
export function CheckoutPage() {
  const [search] = useSearchParams();
  const buyNow = buyNowOf(search);
  return buyNow ? <BuyNowCheckout key={`${buyNow.listing_id}-${buyNow.quantity}`} item={buyNow} /> : <CartCheckout />;
}

function CartCheckout() {
  return <CheckoutOf cart={useCart()} buyNow={null} />;
}

function BuyNowCheckout({ item }: { item: BuyNow }) {
  return <CheckoutOf cart={useBuyNow(item)} buyNow={item} />;
}

function CheckoutOf({ cart, buyNow }: { cart: UseQueryResult<Cart>; buyNow: BuyNow | null }) {
  const t = useT(checkoutMessages);
  // The profile only pre-fills the recipient: without it the form starts blank.
  const profile = useBuyerProfile();
  return (
    <Page title={t('checkout')}>
      {cart.isPending || profile.isPending ? (
        <CheckoutSkeleton />
      ) : buyNow && refused(cart.error) ? (
        <div className="space-y-4">
          <FormAlert>{cart.error.detail}</FormAlert>
          <Link to={paths.listing.getHref(buyNow.listing_id)} className={buttonClasses('primary')}>
            {t('checkout.backToListing')}
          </Link>
        </div>
      ) : cart.isError ? (
        <SectionError message={t('cart.error')} onRetry={() => void cart.refetch()} />
      ) : cart.data.item_count === 0 && cart.data.unavailable_count === 0 ? (
        <EmptyState icon={<ShoppingCart aria-hidden="true" className="size-10" />} title={t('cart.empty')}>
          <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">{t('checkout.emptyText')}</p>
          <Link to={paths.ecommerce.getHref()} className={buttonClasses('primary')}>
            {t('goToShop')}
          </Link>
        </EmptyState>
      ) : cart.data.unavailable_count > 0 ? (
        <div className="space-y-4">
          <FormAlert>{buyNow ? t('checkout.buyNowUnavailable') : t('checkout.unavailable')}</FormAlert>
          <Link to={buyNow ? paths.listing.getHref(buyNow.listing_id) : paths.cart.getHref()} className={buttonClasses('primary')}>
            {buyNow ? t('checkout.backToListing') : t('checkout.review')}
          </Link>
        </div>
      ) : (
        <CheckoutForm cart={cart.data} profile={profile.data ?? null} buyNow={buyNow} />
      )}
    </Page>
  );
}
