import { SellerLanding } from '../../features/account/components/seller-landing';

export function Component() {
  return <SellerLanding />;
}
