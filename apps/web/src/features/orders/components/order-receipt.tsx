import { Link } from '../../../lib/router';
import { ArrowLeft, Printer } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Button } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { deliveryMethodLabel, statusLabel, type OrderViewer } from '../lib/status';
import { formatCedis, formatDateTime, partyName } from '../lib/format';
import type { OrderDetail } from '../types';
import { AmountList, amountRows, paymentRows } from './order-amounts';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import { useCatalogueText } from '../../../lib/i18n/catalogue-text';
import { deliverTo } from './order-fulfilment';

// Printed, only the receipt shows: black on white, whatever the theme.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #order-receipt, #order-receipt * { visibility: visible !important; color: #000 !important; background: transparent !important; border-color: #999 !important; }
  #order-receipt { position: absolute; left: 0; top: 0; width: 100%; margin: 0; padding: 0; border: none !important; }
  html, body { background: #fff !important; }
}`;

/** The order's receipt: number, parties, items, totals and payment; Print sends only it to the printer. */
export function OrderReceipt({ order, viewer }: { order: OrderDetail; viewer: OrderViewer }) {
  const f = useFormat();
  const t = useT(ordersMessages);
  const catalogue = useCatalogueText();
  const when = order.placed_at ?? order.created_at;
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <DocumentTitle title={t('receipt.title', { number: order.number })} />
      <style>{PRINT_CSS}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link
          to={paths.order.getHref(order.id)}
          className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800 hover:underline dark:text-emerald-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('receipt.back')}
        </Link>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('receipt.print')}
        </Button>
      </div>
      <article
        id="order-receipt"
        aria-labelledby="receipt-title"
        className="rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-800 dark:bg-gray-900"
      >
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-gray-200 pb-4 dark:border-gray-700">
          <div>
            <p className="text-lg font-extrabold text-emerald-800 dark:text-emerald-300">Dwa</p>
            <h1 id="receipt-title" className="text-2xl font-bold">
              {t('receipt.heading')}
            </h1>
          </div>
          <dl className="text-right text-sm">
            <dt className="sr-only">{t('receipt.number')}</dt>
            <dd className="font-semibold">{t('orderNumber', { number: order.number })}</dd>
            <dt className="sr-only">{t('receipt.date')}</dt>
            <dd>{formatDateTime(f, when)}</dd>
            <dt className="sr-only">{t('receipt.status')}</dt>
            <dd>{statusLabel(t, order, viewer)}</dd>
          </dl>
        </header>
        <div className="grid gap-4 border-b border-gray-200 py-4 text-sm sm:grid-cols-2 dark:border-gray-700">
          <div>
            <h2 className="font-semibold">{t('seller')}</h2>
            <p>{partyName(order.seller)}</p>
            {order.seller.phone ? <p>{order.seller.phone}</p> : null}
          </div>
          <div>
            <h2 className="font-semibold">{t('buyer')}</h2>
            <p>{order.buyer.name}</p>
            <p>
              {deliveryMethodLabel(t, order.delivery_method)}:{' '}
              {order.delivery_method === 'courier' ? deliverTo(order, catalogue.region) : (order.pickup_address ?? '')}
            </p>
            <p>{t('receipt.recipient', { name: order.recipient_name, phone: order.recipient_phone })}</p>
          </div>
        </div>
        <table className="my-4 w-full text-sm">
          <caption className="sr-only">{t('receipt.items')}</caption>
          <thead>
            <tr className="border-b border-gray-200 text-left dark:border-gray-700">
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t('receipt.item')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                {t('receipt.qty')}
              </th>
              <th scope="col" className="hidden px-2 py-2 text-right font-semibold sm:table-cell">
                {t('receipt.price')}
              </th>
              <th scope="col" className="py-2 pl-2 text-right font-semibold">
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b border-gray-100 align-top dark:border-gray-800">
                <td className="py-2 pr-2 break-words">
                  {item.title}
                  <span className="block text-xs text-gray-600 sm:hidden dark:text-gray-400">
                    {item.quantity} × {formatCedis(f, item.unit_price)}
                  </span>
                </td>
                <td className="hidden px-2 py-2 text-right sm:table-cell">{item.quantity}</td>
                <td className="hidden px-2 py-2 text-right whitespace-nowrap sm:table-cell">{formatCedis(f, item.unit_price)}</td>
                <td className="py-2 pl-2 text-right whitespace-nowrap">{formatCedis(f, item.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <AmountList rows={amountRows(t, f, order)} />
        <div className="mt-4 border-t border-gray-200 pt-4 dark:border-gray-700">
          <AmountList rows={paymentRows(t, order)} />
        </div>
        <p className="mt-6 text-center text-xs text-gray-600 dark:text-gray-400">{t('receipt.thanks')}</p>
      </article>
    </div>
  );
}
