import { useCallback, useSyncExternalStore } from 'react';
import { CircleAlert, X } from 'lucide-react';
import { DELIVERY_MESSAGES } from '@dwa/shared/delivery-messages';
import { Button } from '../../../components/ui/button';
import { useViewerKey } from '../../../hooks/use-session';
import { cancelledJobs, dismissCancelledJob, subscribeCancelledJobs } from '../lib/cancelled-jobs';

/** 'Job cancelled' notices for the courier (see lib/cancelled-jobs.ts): announced at once, kept until dismissed. */
export function CancelledJobNotices() {
  const viewer = useViewerKey();
  const snapshot = useCallback(() => cancelledJobs(viewer), [viewer]);
  const jobs = useSyncExternalStore(subscribeCancelledJobs, snapshot, snapshot);
  return (
    <div role="alert" className="empty:hidden mb-4 space-y-2">
      {jobs.map((job) => (
        <div
          key={job.id}
          data-testid="cancelled-job"
          className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">
              Job cancelled: {job.item} (#{job.id})
            </p>
            <p className="break-words">
              {DELIVERY_MESSAGES.jobCancelled} Do not pick it up (from {job.from} to {job.to}); it has left your Accepted Jobs.
            </p>
          </div>
          <Button variant="ghost" size="icon" aria-label={`Dismiss: job ${job.item} cancelled`} onClick={() => dismissCancelledJob(viewer, job.id)}>
            <X aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ))}
    </div>
  );
}
