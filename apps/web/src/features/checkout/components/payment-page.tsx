import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
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
import { useT } from '../../../lib/i18n/i18n-context';
import { checkoutMessages } from '../../../lib/i18n/catalogs/checkout';

const TITLES = {
  pending: 'pay.pending',
  succeeded: 'pay.succeeded',
  failed: 'pay.failed',
  cancelled: 'pay.cancelled',
  refunded: 'pay.refunded',
} as const;

function Notice({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const t = useT(checkoutMessages);
  return (
    <div className="space-y-4 text-center">
      {icon}
      <FocusHeading>{title}</FocusHeading>
      <p className="text-gray-700 dark:text-gray-300">{text}</p>
      <Link to={paths.purchases.getHref()} className={buttonClasses('primary')}>
        {t('myPurchases')}
      </Link>
    </div>
  );
}

/** /checkout/pay/{id}: a Mobile Money payment, followed live until it succeeds or fails. */
export function PaymentPage({ paymentId }: { paymentId: number }) {
  const t = useT(checkoutMessages);
  const payment = usePayment(paymentId);
  usePaymentLive(paymentId, payment.data?.order_ids ?? []);
  const data = payment.data;
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-10">
      <DocumentTitle title={t(data ? TITLES[data.status] : 'pay.title')} />
      {!data ? (
        payment.isError ? (
          payment.error instanceof ApiError && (payment.error.status === 404 || payment.error.status === 422) ? (
            <Notice
              icon={<CircleAlert aria-hidden="true" className="mx-auto size-14 text-gray-600 dark:text-gray-400" />}
              title={t('pay.notFound')}
              text={t('pay.notFoundText')}
            />
          ) : (
            <SectionError message={t('pay.error')} onRetry={() => void payment.refetch()} />
          )
        ) : (
          <Spinner label={t('pay.loading')} />
        )
      ) : data.status === 'pending' ? (
        <PaymentWaiting payment={data} />
      ) : data.status === 'succeeded' ? (
        <PaymentSucceeded payment={data} />
      ) : data.status === 'cancelled' ? (
        <Notice
          icon={<PackageX aria-hidden="true" className="mx-auto size-14 text-gray-600 dark:text-gray-400" />}
          title={t('pay.cancelled')}
          text={t('pay.nothingCharged', { reason: data.failure_reason ?? t('pay.ordersCancelled') })}
        />
      ) : data.status === 'refunded' ? (
        <Notice
          icon={<Undo2 aria-hidden="true" className="mx-auto size-14 text-gray-600 dark:text-gray-400" />}
          title={t('pay.refunded')}
          text={t('pay.refundedText')}
        />
      ) : (
        <PaymentFailed payment={data} />
      )}
    </div>
  );
}
