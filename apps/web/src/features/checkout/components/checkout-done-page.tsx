import { useLocation, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { DocumentTitle } from '../../../components/ui/document-title';
import type { CheckoutDoneState } from './checkout-form';
import { FocusHeading } from './focus-heading';
import { OrderLinks } from './order-links';
import { useFormat } from '../../../lib/i18n/i18n-context';

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
  const [search] = useSearchParams();
  const { state } = useLocation();
  const answer = (state as CheckoutDoneState | null)?.answer;
  const orderIds = orderIdsOf(search.get('orders'));
  const several = orderIds.length > 1;
  const details = new Map(
    (answer?.orders ?? []).map((order) => [order.id, `${order.seller.business_name || order.seller.name} · ${f.cedis(order.total, 'ghc')} · ${order.delivery_method === 'pickup' ? 'Pickup' : 'Same-day courier'}`]),
  );
  const cash = answer?.orders.some((order) => order.payment_method === 'cash') ?? false;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:py-10">
      <DocumentTitle title={several ? 'Orders placed' : 'Order placed'} />
      <div className="space-y-3 text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-700 dark:text-emerald-400" />
        <FocusHeading>{several ? 'Orders placed' : 'Order placed'}</FocusHeading>
        <p className="text-gray-700 dark:text-gray-300">
          {several ? 'Your orders are with the sellers. ' : 'Your order is with the seller. '}
          {answer && cash ? `Pay ${f.cedis(answer.total, 'ghc')} in cash when it arrives.` : 'Follow each one under My purchases.'}
        </p>
      </div>
      <OrderLinks orderIds={orderIds} details={details} />
    </div>
  );
}
