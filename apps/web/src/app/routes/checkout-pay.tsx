import { useParams } from '../../lib/router';
import { PaymentPage } from '../../features/checkout/components/payment-page';
import { Component as NotFound } from './not-found';

export function Component() {
  const { paymentId = '' } = useParams();
  if (!/^\d{1,10}$/.test(paymentId)) return <NotFound />;
  // A retry opens a new attempt at a new address: its page starts afresh (its own countdown).
  return <PaymentPage key={paymentId} paymentId={Number(paymentId)} />;
}
