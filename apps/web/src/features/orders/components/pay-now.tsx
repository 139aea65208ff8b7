import { Link } from '../../../lib/router';
import { Clock } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { useNow } from '../hooks/use-now';
import { timeLeft } from '../lib/format';
import type { Order } from '../types';
import { useT } from '../../../lib/i18n/i18n-context';
import { ordersMessages } from '../../../lib/i18n/catalogs/orders';

/** To Pay: the way to the payment page and the time left before the order lapses. */
export function PayNow({
  order,
  size = 'md',
}: {
  order: Pick<Order, 'status' | 'payment_id' | 'expires_at' | 'number'>;
  size?: 'sm' | 'md';
}) {
  const t = useT(ordersMessages);
  const waiting = order.status === 'pending_payment';
  const now = useNow(15_000, waiting);
  if (!waiting) return null;
  const left = timeLeft(t, order.expires_at, now);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {left ? (
        <p
          className={`flex items-center gap-1.5 text-sm font-medium ${left.expired ? 'text-gray-700 dark:text-gray-300' : 'text-amber-800 dark:text-amber-300'}`}
        >
          <Clock aria-hidden="true" className="size-4" />
          <span>
            <span className="sr-only">{t('time.label')} </span>
            {left.label}
          </span>
        </p>
      ) : null}
      {order.payment_id !== null && !left?.expired ? (
        <Link
          to={paths.checkoutPay.getHref(order.payment_id)}
          className={buttonClasses('primary', size)}
          aria-label={t('pay.nowFor', { number: order.number })}
        >
          {t('pay.now')}
        </Link>
      ) : null}
    </div>
  );
}
