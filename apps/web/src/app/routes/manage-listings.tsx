import { ManageListingsPage } from '../../features/listings/components/manage-listings-page';

export function Component() {
  return <ManageListingsPage />;
}
