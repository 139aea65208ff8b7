import { Link } from '../../../lib/router';
import type { Cart } from '@dwa/shared/commerce';
import { paths } from '../../../config/paths';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cartTotals } from '../lib/cart-display';
import { MoneyRow } from './money-rows';
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

/** The whole cart with same-day courier from every seller, and the way to the checkout. */
export function CartSummary({ cart }: { cart: Cart }) {
  const t = useT(checkoutMessages);
  const totals = cartTotals(cart);
  const blocked = cart.unavailable_count > 0;
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="cart-summary-title" className="text-base font-bold">
        {t('summary.title')}
      </h2>
      <dl className="space-y-1">
        <MoneyRow label={t('summary.items', { count: totals.units })} amount={totals.subtotal} />
        <MoneyRow label={t('courier')} amount={totals.delivery} />
        <MoneyRow label={t('total')} amount={totals.total} strong className="border-t border-gray-200 pt-2 dark:border-gray-800" />
      </dl>
      <p className="text-xs text-gray-600 dark:text-gray-400">{t('summary.choose')}</p>
      {blocked ? (
        <>
          <p id="checkout-blocked" className="text-sm font-medium text-red-700 dark:text-red-400">
            {t('summary.blocked')}
          </p>
          <Button size="lg" className="w-full" disabled aria-describedby="checkout-blocked">
            {t('checkout')}
          </Button>
        </>
      ) : totals.units > 0 ? (
        <Link to={paths.checkout.getHref()} className={buttonClasses('primary', 'lg', 'w-full')}>
          {t('checkout')}
        </Link>
      ) : null}
    </section>
  );
}
