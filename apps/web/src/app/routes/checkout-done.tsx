import { CheckoutDonePage } from '../../features/checkout/components/checkout-done-page';

export function Component() {
  return <CheckoutDonePage />;
}
