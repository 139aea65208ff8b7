import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { OrderDetail } from '@dwa/shared/commerce';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n-context';
import { disputesMessages } from '../../../lib/i18n/catalogs/disputes';
import { useDisputes } from '../api/get-disputes';
import { mayDispute } from '../lib/rules';
import { DisputeStatusBadge } from './dispute-status-badge';

/**
 * On an order's page: its dispute (buyer and seller), or for the buyer of a paid order whose money
 * Dwa still holds, the way to open one and the rule in plain words.
 */
export function OrderDisputeCard({ order, viewer }: { order: OrderDetail; viewer: 'buyer' | 'seller' | 'admin' }) {
  const t = useT(disputesMessages);
  const [now] = useState(() => new Date());
  const paidOnline = order.payment_method === 'momo' && order.payment_status !== 'unpaid' && order.payment_status !== 'pending';
  const disputes = useDisputes(viewer !== 'admin' && paidOnline);
  if (viewer === 'admin' || !paidOnline || disputes.isPending) return null;
  const dispute = disputes.data?.pages.flatMap((page) => page.results).find((item) => item.order_id === order.id);
  if (dispute) {
    return (
      <section
        aria-labelledby="order-dispute-title"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40"
      >
        <h2 id="order-dispute-title" className="flex flex-wrap items-center gap-2 font-semibold">
          {t('order.disputed')} <DisputeStatusBadge status={dispute.status} />
        </h2>
        <p className="mt-1 text-sm">{t(`reason.${dispute.reason}`)}</p>
        <Link to={paths.dispute.getHref(dispute.id)} className={buttonClasses('outline', 'sm', 'mt-3')}>
          {t('order.view')}
        </Link>
      </section>
    );
  }
  if (viewer !== 'buyer' || !mayDispute(order, now)) return null;
  return (
    <section
      aria-labelledby="order-protection-title"
      className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id="order-protection-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('order.protected')}
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{t('order.protectedText')}</p>
      <Link to={paths.openDispute.getHref(order.id)} className={buttonClasses('outline', 'sm', 'mt-3')}>
        {t('order.open')}
      </Link>
    </section>
  );
}
