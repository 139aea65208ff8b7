import { Link, useLocation } from '../../../lib/router';
import { ShoppingCart } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Page } from '../../../components/ui/page';
import { SectionError } from '../../../components/ui/section-error';
import { notify } from '../../../lib/toast';
import { useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { isCartEmpty } from '../lib/cart-display';
import { CartSellerGroup } from './cart-seller-group';
import { CartSkeleton } from './cart-skeleton';
import { CartSummary } from './cart-summary';
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

/** Why the checkout sent the buyer back here (the stock ran out meanwhile), from the navigation state. */
export type CartNotice = { notice?: string };

export function CartPage() {
  const t = useT(checkoutMessages);
  const cart = useCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { state } = useLocation();
  const notice = (state as CartNotice | null)?.notice;
  // One change at a time: each answer is the whole cart, so two in flight could land out of order.
  const busy = update.isPending || remove.isPending;
  const failed = (error: Error) => {
    notify.error(error.message);
    void cart.refetch();
  };

  return (
    <Page
      title={t('cart.title')}
      actions={
        <Link to={paths.ecommerce.getHref()} className={buttonClasses('outline', 'sm')}>
          {t('continueShopping')}
        </Link>
      }
    >
      <div className="space-y-4">
        {notice ? <FormAlert>{t('cart.notice', { notice })}</FormAlert> : null}
        {cart.isPending ? (
          <CartSkeleton />
        ) : cart.isError ? (
          <SectionError message={t('cart.error')} onRetry={() => void cart.refetch()} />
        ) : isCartEmpty(cart.data) ? (
          <EmptyState icon={<ShoppingCart aria-hidden="true" className="size-10" />} title={t('cart.empty')}>
            <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">{t('cart.emptyText')}</p>
            <Link to={paths.ecommerce.getHref()} className={buttonClasses('primary')}>
              {t('goToShop')}
            </Link>
          </EmptyState>
        ) : (
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
            <div className="space-y-4">
              {cart.data.unavailable_count > 0 ? <FormAlert tone="info">{t('cart.unavailable')}</FormAlert> : null}
              {cart.data.sellers.map((group) => (
                <CartSellerGroup
                  key={group.seller.id}
                  group={group}
                  busy={busy}
                  onQuantity={(listingId, quantity) => update.mutate({ listingId, quantity }, { onError: failed })}
                  onRemove={(listingId) => remove.mutate(listingId, { onError: failed })}
                />
              ))}
            </div>
            <div className="lg:sticky lg:top-20">
              <CartSummary cart={cart.data} />
            </div>
          </div>
        )}
      </div>
    </Page>
  );
}
