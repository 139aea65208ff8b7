import type { DeliveryMethod } from '@dwa/shared/commerce';
import type { CheckoutSummary as Summary } from '../lib/order-summary';
import { MoneyRow } from './money-rows';
import { useFormat } from '../../../lib/i18n/i18n-context';

/** One order per seller, each with its delivery and promos, then what it all comes to. */
export function CheckoutSummary({ summary, method }: { summary: Summary; method: DeliveryMethod }) {
  const f = useFormat();
  const several = summary.sellers.length > 1;
  return (
    <section aria-labelledby="checkout-summary-title" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <h2 id="checkout-summary-title" className="text-base font-bold">
        Order summary
      </h2>
      {several ? <p className="text-sm text-gray-700 dark:text-gray-300">{summary.sellers.length} orders, one per seller.</p> : null}
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
            <MoneyRow label="Subtotal" amount={seller.subtotal} />
            {seller.discount > 0 ? <MoneyRow label="Promo" amount={seller.discount} minus /> : null}
            <MoneyRow label={method === 'courier' ? 'Same-day courier' : 'Pickup'} amount={seller.delivery > 0 ? seller.delivery : 'Free'} />
            {seller.deliveryDiscount > 0 ? <MoneyRow label="Delivery promo" amount={seller.deliveryDiscount} minus /> : null}
            {several ? <MoneyRow label={`Order total, ${seller.name}`} amount={seller.total} strong /> : null}
          </dl>
        </div>
      ))}
      <dl className="space-y-1 border-t-2 border-gray-200 pt-3 dark:border-gray-700">
        {several ? (
          <>
            <MoneyRow label="Items" amount={summary.subtotal} />
            <MoneyRow label="Delivery" amount={summary.delivery > 0 ? summary.delivery : 'Free'} />
            {summary.discount > 0 ? <MoneyRow label="Promos" amount={summary.discount} minus /> : null}
          </>
        ) : null}
        <MoneyRow label="Total" amount={summary.total} strong />
      </dl>
      <p className="text-xs text-gray-600 dark:text-gray-400">The amounts are checked again when you place the order.</p>
    </section>
  );
}
