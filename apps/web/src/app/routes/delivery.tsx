import { useSession } from '../../features/auth/api/get-me';
import { DeliveryLanding } from '../../features/delivery/components/delivery-landing';

export function Component() {
  const session = useSession();
  return <DeliveryLanding signedIn={session.status === 'signed-in'} />;
}
