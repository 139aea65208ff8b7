import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { formatCedis, formatDate, itemsSummary, partyName } from '../lib/format';
import type { OrderViewer } from '../lib/status';
import type { Order } from '../types';
import { OrderStatusBadge } from './order-status-badge';
import { OrderThumb } from './order-thumb';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/**
 * One order in a list: its number (the link to its page, stretched over the card), the other party,
 * the first item's photo and title, the total, its status and date. `children` (Pay now, the seller's
 * buttons) sit above the stretched link, so they stay their own targets.
 */
export function OrderCard({ order, viewer, children }: { order: Order; viewer: Exclude<OrderViewer, 'admin'>; children?: ReactNode }) {
  const f = useFormat();
  const t = useT(ordersMessages);
  const other = viewer === 'buyer' ? t('card.seller', { name: partyName(order.seller) }) : t('card.buyer', { name: order.buyer.name });
  return (
    <li
      aria-label={t('orderNumber', { number: order.number })}
      className="relative rounded-2xl border border-gray-200 bg-white p-4 hover:border-emerald-600 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-emerald-500"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.order.getHref(order.id)}
            className="font-semibold text-gray-900 after:absolute after:inset-0 after:rounded-2xl hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:text-gray-100"
          >
            {t('orderNumber', { number: order.number })}
          </Link>
          <p className="text-sm text-gray-600 dark:text-gray-400">
            {other} · <time dateTime={order.created_at}>{formatDate(f, order.created_at)}</time>
          </p>
        </div>
        <OrderStatusBadge order={order} viewer={viewer} />
      </div>
      <div className="mt-3 flex items-center gap-3">
        <OrderThumb src={order.items[0]?.image ?? null} />
        <p className="min-w-0 flex-1 text-sm break-words text-gray-800 dark:text-gray-200">{itemsSummary(t, order)}</p>
        <p className="text-right font-bold whitespace-nowrap">
          <span className="sr-only">{t('card.total')} </span>
          {formatCedis(f, order.total)}
        </p>
      </div>
      {children ? <div className="relative z-10 mt-3 border-t border-gray-100 pt-3 dark:border-gray-800">{children}</div> : null}
    </li>
  );
}
