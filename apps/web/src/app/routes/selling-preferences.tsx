import { SellingPreferencesPage } from '../../features/sellers/components/selling-preferences-page';

export function Component() {
  return <SellingPreferencesPage />;
}
