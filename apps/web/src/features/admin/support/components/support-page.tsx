import { AdminTabsPage } from '../../components/admin-tabs-page';
import { LockedDeliveries } from './locked-deliveries';
import { TicketsList } from './tickets-list';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

/** /admin/support: delivery support tickets, and deliveries locked by wrong codes (?tab=locked). */
export function SupportPage() {
  const t = useT(adminMessages);
  return (
    <AdminTabsPage
      title={t('support.title')}
      description={t('support.intro')}
      label={t('support.tabs')}
      tabs={[
        { id: 'tickets', label: t('support.ticketsTab'), content: (announce) => <TicketsList announce={announce} /> },
        { id: 'locked', label: t('support.lockedTab'), content: (announce) => <LockedDeliveries announce={announce} /> },
      ]}
    />
  );
}
