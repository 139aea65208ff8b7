import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBuyerProfile } from '../api/get-buyer-profile';
import { useCart } from '../api/get-cart';
import { CheckoutForm } from './checkout-form';

function CheckoutSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
      <p role="status" className="sr-only">
        Loading the checkout...
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

/** /checkout: the cart as orders (one per seller), once every line in it can be bought. */
export function CheckoutPage() {
  const cart = useCart();
  // The profile only pre-fills the recipient: without it the form starts blank.
  const profile = useBuyerProfile();
  return (
    <Page title="Checkout">
      {cart.isPending || profile.isPending ? (
        <CheckoutSkeleton />
      ) : cart.isError ? (
        <SectionError message="Could not load your cart." onRetry={() => void cart.refetch()} />
      ) : cart.data.item_count === 0 && cart.data.unavailable_count === 0 ? (
        <EmptyState icon={<ShoppingCart aria-hidden="true" className="size-10" />} title="Your cart is empty">
          <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">Add something from the shop to check out.</p>
          <Link to={paths.ecommerce.getHref()} className={buttonClasses('primary')}>
            Go to the Shop
          </Link>
        </EmptyState>
      ) : cart.data.unavailable_count > 0 ? (
        <div className="space-y-4">
          <FormAlert>Some items in your cart can no longer be bought as they are. Review your cart, then check out.</FormAlert>
          <Link to={paths.cart.getHref()} className={buttonClasses('primary')}>
            Review your cart
          </Link>
        </div>
      ) : (
        <CheckoutForm cart={cart.data} profile={profile.data ?? null} />
      )}
    </Page>
  );
}
