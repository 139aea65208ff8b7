import type { AdminJob } from '@dwa/shared/jobs';
import { Button } from '../../../components/ui/button';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { formatDateTime } from '../lib/format';
import { jobMoment, taskLabel, taskName } from './job-text';

const term = 'font-medium text-gray-600 dark:text-gray-400';

/** One job: its kind, key, tries, when it runs or ran, its last error; a failed one can be tried again or discarded. */
export function JobCard({ job, busy, onRetry, onDiscard }: { job: AdminJob; busy: boolean; onRetry: () => void; onDiscard: () => void }) {
  const f = useFormat();
  const t = useT(adminMessages);
  const titleId = `job-${job.id}-title`;
  const named = taskName(t, job.task) !== null;
  const moment = jobMoment(job);
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900">
      <h3 id={titleId} className="font-semibold break-words">
        {t('jobs.heading', { kind: taskLabel(t, job.task), id: job.id })}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {named ? (
          <>
            <dt className={term}>{t('jobs.kind')}</dt>
            <dd className="font-mono break-all">{job.task}</dd>
          </>
        ) : null}
        <dt className={term}>{t('jobs.key')}</dt>
        <dd className="font-mono break-all">{job.key ?? t('jobs.noValue')}</dd>
        <dt className={term}>{t('jobs.tries')}</dt>
        <dd className="tabular-nums">{t('jobs.triesOf', { attempts: f.number(job.attempts), max: f.number(job.max_attempts) })}</dd>
        <dt className={term}>{t(moment.label)}</dt>
        <dd>
          <time dateTime={moment.at}>{formatDateTime(f, moment.at)}</time>
        </dd>
        <dt className={term}>{t('jobs.created')}</dt>
        <dd>
          <time dateTime={job.created_at}>{formatDateTime(f, job.created_at)}</time>
        </dd>
      </dl>
      <div className="mt-3 text-sm">
        <p className={term}>{t('jobs.lastError')}</p>
        {job.last_error ? (
          <pre className="mt-1 rounded-lg bg-gray-50 p-2 font-mono text-xs break-words whitespace-pre-wrap text-gray-900 dark:bg-gray-950 dark:text-gray-100">
            {job.last_error}
          </pre>
        ) : (
          <p>{t('jobs.noValue')}</p>
        )}
      </div>
      {job.state === 'failed' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={onRetry} disabled={busy} aria-busy={busy || undefined}>
            {t('jobs.retry')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDiscard} disabled={busy} className="text-red-700 dark:text-red-300">
            {t('jobs.discard')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
