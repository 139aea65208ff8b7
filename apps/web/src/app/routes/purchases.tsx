import { PurchasesPage } from '../../features/account/components/purchases-page';

export function Component() {
  return <PurchasesPage />;
}
