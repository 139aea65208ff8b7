import { AdminTabsPage } from '../../components/admin-tabs-page';
import { PendingQueue } from './pending-queue';
import { ReportedList } from './reported-list';
import { ReportedReviews } from './reported-reviews';
import { useT } from '../../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../../lib/i18n/catalogs/admin';

/** /admin/moderation: the review queue, the reported listings (?tab=reported) and the reported reviews (?tab=reviews, ADR 074). */
export function ModerationPage() {
  const t = useT(adminMessages);
  return (
    <AdminTabsPage
      title={t('moderation.title')}
      description={t('moderation.intro')}
      label={t('moderation.tabs')}
      tabs={[
        { id: 'pending', label: t('moderation.pendingTab'), content: (announce) => <PendingQueue announce={announce} /> },
        { id: 'reported', label: t('moderation.reportedTab'), content: (announce) => <ReportedList announce={announce} /> },
        { id: 'reviews', label: t('moderation.reviewsTab'), content: (announce) => <ReportedReviews announce={announce} /> },
      ]}
    />
  );
}
