import { DiscountsPromosPage } from '../../features/account/components/discounts-promos-page';

export function Component() {
  return <DiscountsPromosPage />;
}
