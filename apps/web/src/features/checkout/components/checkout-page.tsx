import { Link } from '../../../lib/router';
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
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/areas/checkout/en';

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

/** /checkout: the cart as orders (one per seller), once every line in it can be bought. */
export function CheckoutPage() {
  const t = useT(checkoutMessages);
  const cart = useCart();
  // The profile only pre-fills the recipient: without it the form starts blank.
  const profile = useBuyerProfile();
  return (
    <Page title={t('checkout')}>
      {cart.isPending || profile.isPending ? (
        <CheckoutSkeleton />
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
          <FormAlert>{t('checkout.unavailable')}</FormAlert>
          <Link to={paths.cart.getHref()} className={buttonClasses('primary')}>
            {t('checkout.review')}
          </Link>
        </div>
      ) : (
        <CheckoutForm cart={cart.data} profile={profile.data ?? null} />
      )}
    </Page>
  );
}
