import { Clock } from 'lucide-react';
import type { SellerApplication } from '@dwa/shared/sellers';
import { formatDay } from '../lib/application-text';
import { ApplicationSummary } from './application-summary';
import { ViewHeading } from './view-heading';
import { useFormat } from '../../../lib/i18n/i18n-context';

export function PendingApplication({ application, focus }: { application: SellerApplication; focus?: boolean }) {
  const f = useFormat();
  return (
    <section aria-labelledby="seller-pending-title" className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-700 dark:bg-amber-950/40">
      <ViewHeading id="seller-pending-title" focus={focus}>
        <Clock aria-hidden="true" className="size-5 shrink-0 text-amber-800 dark:text-amber-300" />
        We are reviewing your application
      </ViewHeading>
      <p className="text-sm text-gray-800 dark:text-gray-200">
        Sent on {formatDay(f, application.created_at)}. We will tell you in your notifications as soon as it is reviewed, and this page will show the answer.
      </p>
      <div className="rounded-xl bg-white p-4 dark:bg-gray-900">
        <h3 className="mb-3 font-semibold">What you sent</h3>
        <ApplicationSummary application={application} />
      </div>
    </section>
  );
}
