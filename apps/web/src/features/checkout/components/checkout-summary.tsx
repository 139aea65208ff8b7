import type { DeliveryMethod } from '@dwa/shared/commerce';
import type { CheckoutSummary as Summary } from '../lib/order-summary';
import { MoneyRow } from './money-rows';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

/** One order per seller, each with its delivery and promos, then what it all comes to. */
export function CheckoutSummary({ summary, method }: { summary: Summary; method: DeliveryMethod }) {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const several = summary.sellers.length > 1;
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id="checkout-summary-title" className="text-base font-bold">
        {t('summary.title')}
      </h2>
      {several ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('summary.orders', { count: summary.sellers.length })}</p>
      ) : null}
      {summary.sellers.map((seller) => (
        <div key={seller.sellerId} className="space-y-2 border-b border-gray-200 pb-4 last:border-b-0 last:pb-0 dark:border-gray-800">
          <h3 className="text-sm font-bold break-words">{seller.name}</h3>
          <ul className="space-y-1 text-sm text-gray-700 dark:text-gray-300">
            {seller.items.map((item) => (
              <li key={item.listing_id} className="flex justify-between gap-3">
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {item.title} × {item.quantity}
                </span>
                <span className="shrink-0 whitespace-nowrap">{f.cedis(item.line_total, 'ghc')}</span>
              </li>
            ))}
          </ul>
          <dl className="space-y-1">
            <MoneyRow label={t('subtotal')} amount={seller.subtotal} />
            {seller.discount > 0 ? <MoneyRow label={t('summary.promo')} amount={seller.discount} minus /> : null}
            <MoneyRow label={t(method === 'courier' ? 'courier' : 'pickup')} amount={seller.delivery > 0 ? seller.delivery : t('free')} />
            {seller.deliveryDiscount > 0 ? <MoneyRow label={t('summary.deliveryPromo')} amount={seller.deliveryDiscount} minus /> : null}
            {several ? <MoneyRow label={t('summary.orderTotal', { seller: seller.name })} amount={seller.total} strong /> : null}
          </dl>
        </div>
      ))}
      <dl className="space-y-1 border-t-2 border-gray-200 pt-3 dark:border-gray-700">
        {several ? (
          <>
            <MoneyRow label={t('items')} amount={summary.subtotal} />
            <MoneyRow label={t('delivery')} amount={summary.delivery > 0 ? summary.delivery : t('free')} />
            {summary.discount > 0 ? <MoneyRow label={t('summary.promos')} amount={summary.discount} minus /> : null}
          </>
        ) : null}
        <MoneyRow label={t('total')} amount={summary.total} strong />
      </dl>
      <p className="text-xs text-gray-600 dark:text-gray-400">{t('summary.checked')}</p>
    </section>
  );
}
