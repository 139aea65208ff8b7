import { VerifyIdentityPage } from '../../features/verification/components/verify-identity-page';

export function Component() {
  return <VerifyIdentityPage />;
}
