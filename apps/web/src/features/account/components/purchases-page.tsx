import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { NoActiveOrders } from './no-active-orders';

const TABS = ['To Pay', 'In Progress', 'Completed', 'Returns', 'Cancelled'];

export function PurchasesPage() {
  return (
    <Page title="My purchases">
      <Tabs label="Purchases" items={TABS.map((label) => ({ id: label, label, content: <NoActiveOrders /> }))} />
    </Page>
  );
}
