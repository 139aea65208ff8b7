import { PayoutMethodPage } from '../../features/payouts/components/payout-method-page';

export function Component() {
  return <PayoutMethodPage />;
}
