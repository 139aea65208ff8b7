import { DisputesPage } from '../../features/disputes/components/disputes-page';

export function Component() {
  return <DisputesPage />;
}
