import type { AdminJob, JobState } from '@dwa/shared/jobs';
import type { AreaKey, AreaT } from '../../../lib/i18n/area';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// How the Jobs page words a job: its kind's name, its state, and the moment that matters for it.

/** A kind's name ('Mail' for mail:send), or null for a kind the console has no name for (show its code). */
export function taskName(t: T, task: string): string | null {
  const key = `jobs.task.${task}`;
  return Object.hasOwn(adminMessages.en, key) ? t(key as AreaKey<typeof adminMessages>) : null;
}

/** The kind as a heading reads it: its name, or its code. */
export const taskLabel = (t: T, task: string): string => taskName(t, task) ?? task;

export function stateLabel(t: T, state: JobState): string {
  return t(`jobs.state.${state}`);
}

export function emptyText(t: T, state: JobState): string {
  return t(`jobs.none.${state}`);
}

/**
 * When a failed job last ran. The queue (graphile-worker) does not keep it: a failed try moves
 * run_at on to that moment plus e^min(attempts, 10) seconds (its backoff), so it is worked back
 * from there; never before the job was made.
 */
export function lastTryAt(job: Pick<AdminJob, 'run_at' | 'created_at' | 'attempts'>): string {
  const backoffMs = Math.round(Math.exp(Math.min(job.attempts, 10)) * 1000);
  const at = Math.max(Date.parse(job.run_at) - backoffMs, Date.parse(job.created_at));
  return new Date(at).toISOString();
}

type Moment = { label: 'jobs.due' | 'jobs.runs' | 'jobs.nextTry' | 'jobs.lastTry'; at: string };

/** The moment a job of this state is about: when a failed one last ran, when the others run (next). */
export function jobMoment(job: Pick<AdminJob, 'state' | 'run_at' | 'created_at' | 'attempts'>): Moment {
  switch (job.state) {
    case 'failed':
      return { label: 'jobs.lastTry', at: lastTryAt(job) };
    case 'retrying':
      return { label: 'jobs.nextTry', at: job.run_at };
    case 'scheduled':
      return { label: 'jobs.runs', at: job.run_at };
    default:
      return { label: 'jobs.due', at: job.run_at };
  }
}
