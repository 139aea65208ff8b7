import { SigninPage } from '../../features/auth/components/signin-page';

export function Component() {
  return <SigninPage />;
}
