import { useCallback, useState } from 'react';
import { useSearchParams } from '../../../../lib/router';
import { Tabs } from '../../../../components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { LockedDeliveries } from './locked-deliveries';
import { TicketsList } from './tickets-list';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

/** /admin/support: delivery support tickets, and deliveries locked by wrong codes (?tab=locked). */
export function SupportPage() {
  const t = useT(adminMessages);
  const [search] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement((last) => (last === message ? `${message}\u200b` : message)), []);

  return (
    <AdminPage title={t('support.title')} description={t('support.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <Tabs
        label={t('support.tabs')}
        initialId={search.get('tab') === 'locked' ? 'locked' : 'tickets'}
        items={[
          { id: 'tickets', label: t('support.ticketsTab'), content: <TicketsList announce={announce} /> },
          { id: 'locked', label: t('support.lockedTab'), content: <LockedDeliveries announce={announce} /> },
        ]}
      />
    </AdminPage>
  );
}
