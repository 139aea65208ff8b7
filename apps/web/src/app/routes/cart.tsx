import { CartPage } from '../../features/checkout/components/cart-page';

export function Component() {
  return <CartPage />;
}
