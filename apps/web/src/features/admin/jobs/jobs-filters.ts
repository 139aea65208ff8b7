import type { JobState } from '@dwa/shared/jobs';
import type { AdminJobsSearch } from '../../../config/paths';

// The Jobs page's filters, kept in the address with the API's names (?state=retrying&task=mail:send).
// The page opens on the failed jobs; what the server would refuse (an unknown state, a kind that is
// not a word like mail:send) is dropped here.

export type JobsFilters = { state: JobState; task: string };

export const DEFAULT_JOB_STATE: JobState = 'failed';

/** Every state, in the filter's order: what needs a person first. */
export const JOB_STATE_ORDER = ['failed', 'retrying', 'running', 'waiting', 'scheduled'] as const satisfies readonly JobState[];
// (Types only from @dwa/shared/jobs: its zod schemas stay out of the page's chunk. The unit test
// checks that this names every state the API has.)

const TASK = /^[a-z][a-z0-9:_-]{0,59}$/;

const isState = (value: string | null): value is JobState => (JOB_STATE_ORDER as readonly (string | null)[]).includes(value);

export function readJobsFilters(params: URLSearchParams): JobsFilters {
  const state = params.get('state');
  const task = (params.get('task') ?? '').trim();
  return { state: isState(state) ? state : DEFAULT_JOB_STATE, task: TASK.test(task) ? task : '' };
}

/** The address's query for these filters: the default state and an empty kind are left out. */
export function jobsSearch(filters: JobsFilters): AdminJobsSearch {
  return {
    ...(filters.state === DEFAULT_JOB_STATE ? {} : { state: filters.state }),
    ...(filters.task ? { task: filters.task } : {}),
  };
}
