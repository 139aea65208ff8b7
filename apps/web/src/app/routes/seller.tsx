import { SellerLanding } from '../../features/accounts/components/seller-landing';

export function Component() {
  return <SellerLanding />;
}
