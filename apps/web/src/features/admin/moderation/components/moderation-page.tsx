import { useCallback, useState } from 'react';
import { useSearchParams } from '../../../../lib/router';
import { Tabs } from '../../../../components/ui/tabs';
import { AdminPage } from '../../components/admin-page';
import { PendingQueue } from './pending-queue';
import { ReportedList } from './reported-list';
import { ReportedReviews } from './reported-reviews';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

const TABS = ['pending', 'reported', 'reviews'] as const;

/** /admin/moderation: the review queue, the reported listings (?tab=reported) and the reported reviews (?tab=reviews, ADR 074). */
export function ModerationPage() {
  const t = useT(adminMessages);
  const [search] = useSearchParams();
  const [announcement, setAnnouncement] = useState('');
  // The same words twice in a row must still be read out: a zero-width space makes them new.
  const announce = useCallback((message: string) => setAnnouncement((last) => (last === message ? `${message}\u200b` : message)), []);

  return (
    <AdminPage title={t('moderation.title')} description={t('moderation.intro')}>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium break-words text-emerald-800 dark:text-emerald-300">
        {announcement}
      </p>
      <Tabs
        label={t('moderation.tabs')}
        initialId={TABS.find((tab) => tab === search.get('tab')) ?? 'pending'}
        items={[
          { id: 'pending', label: t('moderation.pendingTab'), content: <PendingQueue announce={announce} /> },
          { id: 'reported', label: t('moderation.reportedTab'), content: <ReportedList announce={announce} /> },
          { id: 'reviews', label: t('moderation.reviewsTab'), content: <ReportedReviews announce={announce} /> },
        ]}
      />
    </AdminPage>
  );
}
