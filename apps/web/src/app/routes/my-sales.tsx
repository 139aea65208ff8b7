import { MySalesPage } from '../../features/account/components/my-sales-page';

export function Component() {
  return <MySalesPage />;
}
