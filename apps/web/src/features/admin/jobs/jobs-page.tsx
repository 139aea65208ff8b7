import { useState } from 'react';
import type { AdminJob, JobCounts } from '@dwa/shared/jobs';
import { useNavigate, useSearchParams } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClasses } from '../../../components/ui/form-field';
import { failureText } from '../../../lib/failure-text';
import { notify } from '../../../lib/toast';
import { useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { AdminPage, RefreshButton } from '../components/admin-page';
import { FilterLinks } from '../components/filter-links';
import { ListStates } from '../components/list-states';
import { LoadMore } from '../components/load-more';
import { useDiscardJob } from './discard-job';
import { useJobs } from './get-jobs';
import { JobCard } from './job-card';
import { JobCountsTable } from './job-counts-table';
import { emptyText, stateLabel, taskLabel } from './job-text';
import { JOB_STATE_ORDER, jobsSearch, readJobsFilters } from './jobs-filters';
import type { JobsFilters } from './jobs-filters';
import { useRetryJob } from './retry-job';

/** The kinds the filter offers: every kind the counts name, and the one the address asks for. */
function kindsOf(counts: readonly JobCounts[], current: string): string[] {
  const kinds = counts.map((row) => row.task);
  return current && !kinds.includes(current) ? [...kinds, current] : kinds;
}

function KindFilter({ filters, counts }: { filters: JobsFilters; counts: readonly JobCounts[] }) {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  return (
    <FormField label={t('jobs.kind')} className="max-w-sm">
      {(control) => (
        <select
          {...control}
          value={filters.task}
          onChange={(event) => navigate(paths.adminJobs.getHref(jobsSearch({ ...filters, task: event.target.value })))}
          className={inputClasses}
        >
          <option value="">{t('jobs.allKinds')}</option>
          {kindsOf(counts, filters.task).map((task) => {
            const label = taskLabel(t, task);
            return (
              <option key={task} value={task}>
                {label === task ? task : `${label} (${task})`}
              </option>
            );
          })}
        </select>
      )}
    </FormField>
  );
}

/** /admin/jobs: the work that runs later, by kind and state; a failed job tried again or discarded. */
export function JobsPage() {
  const t = useT(adminMessages);
  const [params] = useSearchParams();
  const filters = readJobsFilters(params);
  const jobs = useJobs(filters);
  const retry = useRetryJob();
  const discard = useDiscardJob();
  const [discarding, setDiscarding] = useState<AdminJob | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  // While another filter's first page loads, the last answer's counts stay; its jobs do not.
  const loading = jobs.isPending || jobs.isPlaceholderData;
  const counts = jobs.data?.pages[0]?.counts ?? [];
  const list = loading ? [] : (jobs.data?.pages.flatMap((page) => page.results) ?? []);

  const refused = (job: AdminJob) => (error: Error) => notify.error(failureText(error, t('jobs.actionFailed', { id: job.id })));

  function tryAgain(job: AdminJob) {
    setBusyId(job.id);
    retry.mutate(job.id, {
      onSuccess: () => notify.success(t('jobs.retried', { id: job.id })),
      onError: refused(job),
      onSettled: () => setBusyId(null),
    });
  }

  function confirmDiscard() {
    const job = discarding;
    if (!job) return;
    setBusyId(job.id);
    discard.mutate(job.id, {
      onSuccess: () => notify.success(t('jobs.discarded', { id: job.id })),
      onError: refused(job),
      onSettled: () => {
        setBusyId(null);
        setDiscarding(null);
      },
    });
  }

  const states = JOB_STATE_ORDER.map((state) => ({
    label: stateLabel(t, state),
    href: paths.adminJobs.getHref(jobsSearch({ ...filters, state })),
    current: filters.state === state,
  }));

  return (
    <AdminPage
      title={t('jobs.title')}
      description={t('jobs.intro')}
      actions={<RefreshButton query={jobs}>{t('jobs.refresh')}</RefreshButton>}
    >
      {jobs.data ? <JobCountsTable counts={counts} /> : null}
      <div className="mb-5 space-y-3">
        <FilterLinks label={t('jobs.states')} items={states} />
        <KindFilter filters={filters} counts={counts} />
      </div>
      <ListStates
        errorText={t('jobs.error')}
        loadingText={t('jobs.loading')}
        pending={loading}
        error={jobs.isError && !jobs.data}
        empty={list.length === 0}
        emptyTitle={emptyText(t, filters.state)}
        onRetry={() => void jobs.refetch()}
      >
        <ol aria-label={t('jobs.list')} className="space-y-3">
          {list.map((job) => (
            <li key={job.id}>
              <JobCard job={job} busy={busyId === job.id} onRetry={() => tryAgain(job)} onDiscard={() => setDiscarding(job)} />
            </li>
          ))}
        </ol>
        <LoadMore hasMore={jobs.hasNextPage} loading={jobs.isFetchingNextPage} onLoad={() => void jobs.fetchNextPage()} />
      </ListStates>
      <ConfirmDialog
        open={discarding !== null}
        title={t('jobs.discardTitle', { id: discarding?.id ?? '' })}
        confirmLabel={t('jobs.discard')}
        cancelLabel={t('action.cancel')}
        confirmVariant="danger"
        busy={discard.isPending}
        onConfirm={confirmDiscard}
        onCancel={() => setDiscarding(null)}
      >
        <p>{t('jobs.discardText', { kind: discarding ? taskLabel(t, discarding.task) : '' })}</p>
      </ConfirmDialog>
    </AdminPage>
  );
}
