import { useCallback, useSyncExternalStore } from 'react';
import { CircleAlert, X } from 'lucide-react';
import { DELIVERY_MESSAGES } from '@dwa/shared/delivery-messages';
import { Button } from '../../../components/ui/button';
import { useViewerKey } from '../../../hooks/use-session';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { useT } from '../../../lib/i18n/i18n-context';
import { deliveryLabel } from '../lib/format';
import { cancelledJobs, dismissCancelledJob, subscribeCancelledJobs } from '../lib/cancelled-jobs';

/**
 * 'Job cancelled' notices for the courier (see lib/cancelled-jobs.ts): announced at once, kept until
 * dismissed. On a phone they are pinned to the foot of the screen: the courier is usually far down
 * the page, in Accepted Jobs, and a notice at the top would be out of sight.
 */
export function CancelledJobNotices() {
  const t = useT(deliveryMessages);
  const viewer = useViewerKey();
  const snapshot = useCallback(() => cancelledJobs(viewer), [viewer]);
  const jobs = useSyncExternalStore(subscribeCancelledJobs, snapshot, snapshot);
  return (
    <div
      role="alert"
      className="empty:hidden fixed inset-x-3 bottom-3 z-50 max-h-[50vh] space-y-2 overflow-y-auto md:static md:inset-auto md:z-auto md:mb-4 md:max-h-none md:overflow-visible"
    >
      {jobs.map((job) => (
        <div
          key={job.id}
          data-testid="cancelled-job"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 shadow-lg md:shadow-none dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">{t('cancelled.title', { item: job.item, label: deliveryLabel(t, job) })}</p>
            <p className="break-words">
              {DELIVERY_MESSAGES.jobCancelled} {t('cancelled.text', { from: job.from, to: job.to })}
            </p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('cancelled.dismiss', { item: job.item })}
            onClick={() => dismissCancelledJob(viewer, job.id)}
          >
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ))}
    </div>
  );
}
