import { CircleCheck } from 'lucide-react';
import type { Payment } from '@dwa/shared/commerce';
import { MOMO_NETWORK_LABELS as NETWORK_LABELS } from '@dwa/shared/momo';
import { FocusHeading } from './focus-heading';
import { OrderLinks } from './order-links';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

export function PaymentSucceeded({ payment }: { payment: Payment }) {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const several = payment.order_ids.length > 1;
  return (
    <div className="space-y-6">
      <div className="space-y-3 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-700 dark:text-emerald-400" />
        <FocusHeading>{t('pay.succeeded')}</FocusHeading>
        <p className="text-gray-700 dark:text-gray-300">
          {t('paid.text', { amount: f.cedis(payment.amount, 'ghc'), network: NETWORK_LABELS[payment.network] })}{' '}
          {t(several ? 'paid.placedMany' : 'paid.placed')}
        </p>
      </div>
      <OrderLinks orderIds={payment.order_ids} />
    </div>
  );
}
