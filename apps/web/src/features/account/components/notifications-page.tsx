import type { ReactNode } from 'react';
import { BellOff } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';

export type NotificationTab = 'all' | 'activity' | 'promo' | 'support';

const TABS: { id: NotificationTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'activity', label: 'Activity' },
  { id: 'promo', label: 'Promos' },
  { id: 'support', label: 'Support' },
];

export function NotificationsEmpty() {
  return <EmptyState icon={<BellOff aria-hidden="true" className="size-10" />} title="No updates for now—you're all set!" />;
}

/** The spec's tabs; each tab's list comes from the route (features do not import each other). */
export function NotificationsPage({ renderTab }: { renderTab?: (tab: NotificationTab) => ReactNode }) {
  return (
    <Page title="Notifications">
      <Tabs label="Notifications" items={TABS.map(({ id, label }) => ({ id, label, content: renderTab ? renderTab(id) : <NotificationsEmpty /> }))} />
    </Page>
  );
}
