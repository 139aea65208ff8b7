import { DeliveryLanding } from '../../features/delivery/components/delivery-landing';

export function Component() {
  return <DeliveryLanding />;
}
