import { Link } from '../../../lib/router';
import { ChevronRight } from 'lucide-react';
import { orderNumber } from '@dwa/shared/orders-rules';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

/** Each order of a checkout, to its page; then My purchases and the shop. */
export function OrderLinks({ orderIds, details }: { orderIds: readonly number[]; details?: ReadonlyMap<number, string> }) {
  const t = useT(checkoutMessages);
  return (
    <div className="space-y-4">
      {orderIds.length > 0 ? (
        <ul
          aria-label={t('links.label')}
          className="divide-y divide-gray-200 rounded-2xl border border-gray-200 dark:divide-gray-800 dark:border-gray-800"
        >
          {orderIds.map((id) => (
            <li key={id}>
              <Link
                to={paths.order.getHref(id)}
                className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-gray-50 dark:hover:bg-gray-900"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">{t('links.order', { number: orderNumber(id) })}</span>
                  {details?.get(id) ? <span className="block text-sm text-gray-700 dark:text-gray-300">{details.get(id)}</span> : null}
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Link to={paths.purchases.getHref()} className={buttonClasses('primary')}>
          {t('myPurchases')}
        </Link>
        <Link to={paths.ecommerce.getHref()} className={buttonClasses('outline')}>
          {t('continueShopping')}
        </Link>
      </div>
    </div>
  );
}
