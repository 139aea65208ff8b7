import { DeliveryDashboard } from '../../features/delivery/components/delivery-dashboard';

export function Component() {
  return <DeliveryDashboard />;
}
