import { EarningsPage } from '../../features/payouts/components/earnings-page';

export function Component() {
  return <EarningsPage />;
}
