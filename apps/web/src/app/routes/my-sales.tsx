import { SalesPage } from '../../features/orders/components/sales-page';

export function Component() {
  return <SalesPage />;
}
