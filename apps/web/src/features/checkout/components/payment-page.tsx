import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleAlert, PackageX, Undo2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { DocumentTitle } from '../../../components/ui/document-title';
import { SectionError } from '../../../components/ui/section-error';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/http';
import { usePayment } from '../api/get-payment';
import { usePaymentLive } from '../hooks/use-payment-live';
import { FocusHeading } from './focus-heading';
import { PaymentFailed } from './payment-failed';
import { PaymentSucceeded } from './payment-succeeded';
import { PaymentWaiting } from './payment-waiting';

const TITLES = { pending: 'Approve the payment', succeeded: 'Payment received', failed: 'Payment failed', cancelled: 'Payment cancelled', refunded: 'Payment refunded' } as const;

function Notice({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="space-y-4 text-center">
      {icon}
      <FocusHeading>{title}</FocusHeading>
      <p className="text-gray-700 dark:text-gray-300">{text}</p>
      <Link to={paths.purchases.getHref()} className={buttonClasses('primary')}>
        My purchases
      </Link>
    </div>
  );
}

/** /checkout/pay/{id}: a Mobile Money payment, followed live until it succeeds or fails. */
export function PaymentPage({ paymentId }: { paymentId: number }) {
  const payment = usePayment(paymentId);
  usePaymentLive(paymentId, payment.data?.order_ids ?? []);
  const data = payment.data;
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-10">
      <DocumentTitle title={data ? TITLES[data.status] : 'Payment'} />
      {!data ? (
        payment.isError ? (
          payment.error instanceof ApiError && (payment.error.status === 404 || payment.error.status === 422) ? (
            <Notice icon={<CircleAlert aria-hidden="true" className="mx-auto size-14 text-gray-600 dark:text-gray-400" />} title="Payment not found" text="Find your orders, and pay any that wait, under My purchases." />
          ) : (
            <SectionError message="Could not load the payment." onRetry={() => void payment.refetch()} />
          )
        ) : (
          <Spinner label="Loading the payment..." />
        )
      ) : data.status === 'pending' ? (
        <PaymentWaiting payment={data} />
      ) : data.status === 'succeeded' ? (
        <PaymentSucceeded payment={data} />
      ) : data.status === 'cancelled' ? (
        <Notice
          icon={<PackageX aria-hidden="true" className="mx-auto size-14 text-gray-600 dark:text-gray-400" />}
          title="Payment cancelled"
          text={`${data.failure_reason ?? 'The orders were cancelled.'} Nothing was charged.`}
        />
      ) : data.status === 'refunded' ? (
        <Notice icon={<Undo2 aria-hidden="true" className="mx-auto size-14 text-gray-600 dark:text-gray-400" />} title="Payment refunded" text="This payment was given back to your Mobile Money wallet." />
      ) : (
        <PaymentFailed payment={data} />
      )}
    </div>
  );
}
