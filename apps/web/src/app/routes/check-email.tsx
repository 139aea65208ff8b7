import { CheckEmailPage } from '../../features/auth/components/check-email-page';

export function Component() {
  return <CheckEmailPage />;
}
