import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../../components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { LockedDeliveries } from './locked-deliveries';
import { TicketsList } from './tickets-list';

/** /admin/support: delivery support tickets, and deliveries locked by wrong codes (?tab=locked). */
export function SupportPage() {
  const [search] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((message: string) => setAnnouncement((last) => (last === message ? `${message}\u200b` : message)), []);

  return (
    <AdminPage title="Delivery support" description="Issues customers and couriers reported, and deliveries locked by wrong handover codes.">
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <Tabs
        label="Support queues"
        initialId={search.get('tab') === 'locked' ? 'locked' : 'tickets'}
        items={[
          { id: 'tickets', label: 'Tickets', content: <TicketsList announce={announce} /> },
          { id: 'locked', label: 'Locked deliveries', content: <LockedDeliveries announce={announce} /> },
        ]}
      />
    </AdminPage>
  );
}
