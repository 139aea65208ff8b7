import { NewPasswordPage } from '../../features/auth/components/new-password-page';

export function Component() {
  return <NewPasswordPage />;
}
