import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from '../../../lib/router';
import { Tabs } from '../../../components/ui/tabs';
import { AdminPage } from './admin-page';

/** What a tab's list says it did, read out by the page's status line. */
type Announce = (message: string) => void;

/**
 * A section of tabs (moderation, support): `?tab=` opens the tab it names (else the first), and each
 * tab's list announces what it did in one status line above them.
 */
export function AdminTabsPage({
  title,
  description,
  label,
  tabs,
}: {
  title: string;
  description: string;
  label: string;
  tabs: { id: string; label: string; content: (announce: Announce) => ReactNode }[];
}) {
  const [search] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');
  // The same words twice in a row must still be read out: a zero-width space makes them new.
  const announce = useCallback((message: string) => setAnnouncement((last) => (last === message ? `${message}\u200b` : message)), []);

  return (
    <AdminPage title={title} description={description}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <Tabs
        label={label}
        initialId={tabs.find((tab) => tab.id === search.get('tab'))?.id ?? tabs[0]?.id}
        items={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: tab.content(announce) }))}
      />
    </AdminPage>
  );
}
