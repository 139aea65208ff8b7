import type { Db } from '@dwa/db/client';
import { JOB_MESSAGES as M, type AdminJob, type AdminJobs, type AdminJobsQuery } from '@dwa/shared/jobs';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { JobQueue, JobRow } from '../../lib/jobs';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';

// The Jobs page (ADR 056): how many jobs of each kind wait, run or failed, the jobs of one state
// with their last error and tries, and an admin's retry or discard of a failed one, each written to
// the audit log in the same transaction.

export type AdminJobsDeps = {
  db: Db;
  now: () => Date;
  jobs: Pick<JobQueue, 'counts' | 'list' | 'find' | 'retry' | 'discard'>;
  audit: Pick<AuditService, 'record'>;
};

function present(row: JobRow): AdminJob {
  return {
    id: row.id,
    task: row.task,
    state: row.state,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    last_error: row.last_error,
    key: row.key,
    run_at: row.run_at.toISOString(),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function createAdminJobsService(deps: AdminJobsDeps) {
  const { db, now, jobs, audit } = deps;

  /** A failed job, for a retry or a discard; a running one is refused, anything else too. */
  async function failedJob(id: string): Promise<JobRow> {
    const job = await jobs.find(db, id);
    if (!job) throw new NotFoundError(M.notFound);
    if (job.state === 'running') throw new ConflictError(M.running);
    if (job.state !== 'failed') throw new ConflictError(M.notFailed);
    return job;
  }

  const summary = (job: JobRow) => ({
    task: job.task,
    key: job.key,
    attempts: job.attempts,
    max_attempts: job.max_attempts,
    last_error: job.last_error,
  });

  return {
    async list(query: AdminJobsQuery): Promise<AdminJobs> {
      const rows = await jobs.list({ state: query.state, task: query.task, before: query.cursor, limit: query.limit + 1 });
      const page = rows.slice(0, query.limit);
      return { counts: await jobs.counts(), results: page.map(present), next_cursor: rows.length > query.limit ? page.at(-1)!.id : null };
    },

    async retry(admin: AuthUser, id: string): Promise<AdminJob> {
      const job = await failedJob(id);
      await db.transaction(async (tx) => {
        if (!(await jobs.retry(tx, job))) throw new ConflictError(M.running);
        await audit.record(tx, {
          actor: admin,
          action: 'job.retry',
          targetType: 'job',
          targetId: Number(job.id),
          before: summary(job),
          after: null,
          at: now(),
        });
      });
      return present((await jobs.find(db, id)) ?? job);
    },

    async discard(admin: AuthUser, id: string): Promise<void> {
      const job = await failedJob(id);
      await db.transaction(async (tx) => {
        if (!(await jobs.discard(tx, job.id))) throw new ConflictError(M.running);
        await audit.record(tx, {
          actor: admin,
          action: 'job.discard',
          targetType: 'job',
          targetId: Number(job.id),
          before: summary(job),
          after: null,
          at: now(),
        });
      });
    },
  };
}

export type AdminJobsService = ReturnType<typeof createAdminJobsService>;
