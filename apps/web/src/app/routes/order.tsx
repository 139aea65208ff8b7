import { OrderPage } from '../../features/orders/components/order-page';

export function Component() {
  return <OrderPage />;
}
