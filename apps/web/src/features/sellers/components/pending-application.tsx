import { Clock } from 'lucide-react';
import type { SellerApplication } from '@dwa/shared/sellers';
import { formatDay } from '../lib/application-text';
import { ApplicationSummary } from './application-summary';
import { ViewHeading } from './view-heading';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { sellersMessages } from '../../../lib/i18n/catalogs/sellers';

export function PendingApplication({ application, focus }: { application: SellerApplication; focus?: boolean }) {
  const f = useFormat();
  const t = useT(sellersMessages);
  return (
    <section
      aria-labelledby="seller-pending-title"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/40"
    >
      <ViewHeading id="seller-pending-title" focus={focus}>
        <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
        {t('pending.title')}
      </ViewHeading>
      <p className="text-sm text-gray-800 dark:text-gray-200">{t('pending.text', { date: formatDay(f, application.created_at) })}</p>
      <div className="rounded-xl bg-white p-4 dark:bg-gray-900">
        <h3 className="mb-3 font-semibold">{t('pending.sent')}</h3>
        <ApplicationSummary application={application} />
      </div>
    </section>
  );
}
