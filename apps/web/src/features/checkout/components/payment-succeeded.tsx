import { CircleCheck } from 'lucide-react';
import type { Payment } from '@dwa/shared/commerce';
import { MOMO_NETWORK_LABELS as NETWORK_LABELS } from '@dwa/shared/momo';
import { FocusHeading } from './focus-heading';
import { OrderLinks } from './order-links';
import { useFormat } from '../../../lib/i18n/i18n-context';

export function PaymentSucceeded({ payment }: { payment: Payment }) {
  const f = useFormat();
  const several = payment.order_ids.length > 1;
  return (
    <div className="space-y-6">
      <div className="space-y-3 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-700 dark:text-emerald-400" />
        <FocusHeading>Payment received</FocusHeading>
        <p className="text-gray-700 dark:text-gray-300">
          You paid {f.cedis(payment.amount, 'ghc')} with {NETWORK_LABELS[payment.network]} Mobile Money.{' '}
          {several ? 'Your orders are placed: the sellers will get them ready.' : 'Your order is placed: the seller will get it ready.'}
        </p>
      </div>
      <OrderLinks orderIds={payment.order_ids} />
    </div>
  );
}
