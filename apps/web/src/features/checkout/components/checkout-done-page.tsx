import { useLocation, useSearchParams } from '../../../lib/router';
import { CircleCheck } from 'lucide-react';
import { DocumentTitle } from '../../../components/ui/document-title';
import type { CheckoutDoneState } from './checkout-form';
import { FocusHeading } from './focus-heading';
import { OrderLinks } from './order-links';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

/** '12,13' from ?orders=, the ids of the orders a checkout placed. */
export function orderIdsOf(text: string | null): number[] {
  return (text ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** /checkout/done: the orders a checkout placed at once (cash on delivery). */
export function CheckoutDonePage() {
  const f = useFormat();
  const t = useT(checkoutMessages);
  const [search] = useSearchParams();
  const { state } = useLocation();
  const answer = (state as CheckoutDoneState | null)?.answer;
  const orderIds = orderIdsOf(search.get('orders'));
  const several = orderIds.length > 1;
  const details = new Map(
    (answer?.orders ?? []).map((order) => [
      order.id,
      `${order.seller.business_name || order.seller.name} · ${f.cedis(order.total, 'ghc')} · ${t(order.delivery_method === 'pickup' ? 'pickup' : 'courier')}`,
    ]),
  );
  const cash = answer?.orders.some((order) => order.payment_method === 'cash') ?? false;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <DocumentTitle title={t(several ? 'done.placedMany' : 'done.placed')} />
      <div className="space-y-3 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-700 dark:text-emerald-400" />
        <FocusHeading>{t(several ? 'done.placedMany' : 'done.placed')}</FocusHeading>
        <p className="text-gray-700 dark:text-gray-300">
          {t(several ? 'done.withSellers' : 'done.withSeller')}{' '}
          {answer && cash ? t('done.payCash', { amount: f.cedis(answer.total, 'ghc') }) : t('done.follow')}
        </p>
      </div>
      <OrderLinks orderIds={orderIds} details={details} />
    </div>
  );
}
