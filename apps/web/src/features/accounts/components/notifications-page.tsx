import type { ReactNode } from 'react';
import { BellOff } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { useT } from '../../../lib/i18n/i18n-context';
import { notificationsMessages } from '../../../lib/i18n/catalogs/notifications';

export type NotificationTab = 'all' | 'activity' | 'promo' | 'support';

const TABS: NotificationTab[] = ['all', 'activity', 'promo', 'support'];

export function NotificationsEmpty() {
  const t = useT(notificationsMessages);
  return <EmptyState icon={<BellOff aria-hidden="true" className="size-10" />} title={t('empty')} />;
}

/** The spec's tabs; each tab's list comes from the route (features do not import each other); `settings` above them (push). */
export function NotificationsPage({ renderTab, settings }: { renderTab?: (tab: NotificationTab) => ReactNode; settings?: ReactNode }) {
  const t = useT(notificationsMessages);
  return (
    <Page title={t('title')}>
      {settings}
      <Tabs
        label={t('title')}
        items={TABS.map((id) => ({ id, label: t(`tab.${id}`), content: renderTab ? renderTab(id) : <NotificationsEmpty /> }))}
      />
    </Page>
  );
}
