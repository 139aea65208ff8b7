import { MapPin } from 'lucide-react';
import type { Delivery, Job } from '@dwa/shared/delivery';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';
import { deliveryFareMessages } from '../../../lib/i18n/catalogs/delivery-fare';
import { useT, useFormat } from '../../../lib/i18n/i18n-context';
import { useAcceptJob } from '../api/accept-job';
import { useJobs } from '../api/get-jobs';
import { collectText, deliveryLabel, formatDistance, formatFare } from '../lib/format';
import { SectionCard } from '../../../components/ui/section-card';

export function JobRoute({ from, to }: { from: string; to: string }) {
  const t = useT(deliveryMessages);
  return (
    <dl className="mt-2 space-y-1 text-sm">
      <div className="flex gap-2">
        <dt className="flex shrink-0 items-center gap-1 text-gray-600 dark:text-gray-400">
          <MapPin aria-hidden="true" className="size-4" />
          {t('from')}
        </dt>
        <dd className="min-w-0 break-words">{from}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="flex shrink-0 items-center gap-1 text-gray-600 dark:text-gray-400">
          <MapPin aria-hidden="true" className="size-4" />
          {t('to')}
        </dt>
        <dd className="min-w-0 break-words">{to}</dd>
      </div>
    </dl>
  );
}

function JobCard({ job, onAccepted }: { job: Job; onAccepted?: (delivery: Delivery) => void }) {
  const f = useFormat();
  const t = useT(deliveryMessages);
  const fareT = useT(deliveryFareMessages);
  const accept = useAcceptJob(onAccepted);
  return (
    <li className="rounded-xl border border-gray-200 p-3 dark:border-gray-700" aria-label={job.item_description}>
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold break-words">{job.item_description}</p>
        <p className="shrink-0 font-bold whitespace-nowrap text-emerald-800 dark:text-emerald-300">{formatFare(f, job.fare)}</p>
      </div>
      <p className="text-xs text-gray-600 dark:text-gray-400">
        {deliveryLabel(t, job)} · {fareT(`size.${job.item_size}`)} ·{' '}
        {fareT('urgencyWindow', { urgency: fareT(`urgency.${job.urgency}`), window: fareT(`window.${job.urgency}`) })} ·{' '}
        {formatDistance(f, job.distance_km)}
      </p>
      <p className="mt-1 text-sm font-semibold" data-collect>
        {collectText(t, f, job.collect, 'collect')}
      </p>
      <JobRoute from={job.pickup_address} to={job.delivery_address} />
      <Button size="sm" className="mt-3 w-full sm:w-auto" disabled={accept.isPending} onClick={() => accept.mutate(job.id)}>
        {accept.isPending ? t('jobs.accepting') : t('jobs.accept')}
      </Button>
    </li>
  );
}

/** The open job board (online couriers only); a `jobs` frame or polling keeps it current. */
export function AvailableJobs({ onAccepted }: { onAccepted?: (delivery: Delivery) => void }) {
  const t = useT(deliveryMessages);
  const jobs = useJobs(true);
  return (
    <SectionCard
      title={t('jobs.title')}
      id="available-jobs-title"
      actions={
        jobs.data ? (
          <span className="text-sm text-gray-600 dark:text-gray-400">{t('jobs.open', { count: jobs.data.items.length })}</span>
        ) : null
      }
    >
      {jobs.isPending ? <Skeleton className="h-28 w-full" /> : null}
      {jobs.isError ? <FormAlert>{jobs.error.message}</FormAlert> : null}
      {jobs.data && jobs.data.items.length === 0 ? <EmptyState title={t('jobs.none')}>{t('jobs.noneText')}</EmptyState> : null}
      {jobs.data && jobs.data.items.length > 0 ? (
        <ul className="space-y-3">
          {jobs.data.items.map((job) => (
            <JobCard key={job.id} job={job} onAccepted={onAccepted} />
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
}
