import type { JobCounts } from '@dwa/shared/jobs';
import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';
import { JOB_STATE_ORDER, jobsSearch } from './jobs-filters';
import { stateLabel, taskName } from './job-text';

const cell = 'px-3 py-2 text-end tabular-nums';

/**
 * How many jobs of each kind are in each state: a kind a row, a state a column. A count above
 * nought links to those jobs. On a phone the table scrolls sideways inside its own box.
 */
export function JobCountsTable({ counts }: { counts: readonly JobCounts[] }) {
  const f = useFormat();
  const t = useT(adminMessages);
  return (
    <div className="mb-6">
      <h2 id="job-counts-heading" className="mb-2 text-lg font-bold">
        {t('jobs.countsHeading')}
      </h2>
      {counts.length === 0 ? (
        <p className="text-sm text-gray-600 dark:text-gray-400">{t('jobs.noKinds')}</p>
      ) : (
        // Focusable, so a keyboard can scroll it when it is wider than the screen.
        <div
          tabIndex={0}
          role="region"
          aria-labelledby="job-counts-heading"
          className="overflow-x-auto rounded-2xl border border-gray-200 dark:border-gray-800"
        >
          <table className="w-full text-sm">
            <thead className="bg-gray-50 text-xs font-semibold text-gray-700 dark:bg-gray-900 dark:text-gray-300">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('jobs.kind')}
                </th>
                {JOB_STATE_ORDER.map((state) => (
                  <th key={state} scope="col" className="px-3 py-2 text-end whitespace-nowrap">
                    {stateLabel(t, state)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
              {counts.map((row) => {
                const name = taskName(t, row.task);
                return (
                  <tr key={row.task}>
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      {name ? <span className="block whitespace-nowrap">{name}</span> : null}
                      <code className={`block font-mono text-xs whitespace-nowrap ${name ? 'text-gray-600 dark:text-gray-400' : ''}`}>
                        {row.task}
                      </code>
                    </th>
                    {JOB_STATE_ORDER.map((state) => {
                      const count = row[state];
                      if (count === 0) {
                        return (
                          <td key={state} className={`${cell} text-gray-500 dark:text-gray-400`}>
                            {f.number(0)}
                          </td>
                        );
                      }
                      return (
                        <td key={state} className={cell}>
                          <Link
                            to={paths.adminJobs.getHref(jobsSearch({ state, task: row.task }))}
                            aria-label={t('jobs.countLabel', {
                              kind: name ?? row.task,
                              state: stateLabel(t, state),
                              count: f.number(count),
                            })}
                            className={`inline-flex min-h-8 min-w-8 items-center justify-end font-semibold underline ${
                              state === 'failed' ? 'text-red-700 dark:text-red-300' : 'text-emerald-800 dark:text-emerald-300'
                            }`}
                          >
                            {f.number(count)}
                          </Link>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
