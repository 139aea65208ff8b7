import { AccountHub } from '../../features/accounts/components/account-hub';

export function Component() {
  return <AccountHub />;
}
