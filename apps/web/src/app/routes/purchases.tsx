import { PurchasesPage } from '../../features/orders/components/purchases-page';

export function Component() {
  return <PurchasesPage />;
}
