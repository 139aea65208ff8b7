import { sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import { Logger, parseCrontab, run, runOnce, type JobHelpers, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { rowsOf, type Database, type Executor } from '@dwa/db/client';
import { giveBackOnRelease } from './jobs-give-back';

// Work that runs later (ADR 056): a durable queue on the database Dwa already has, through
// graphile-worker (its schema `graphile_worker`, installed with the migrations). A job is enqueued
// in the business transaction that causes it, so a rolled-back order enqueues nothing and a
// committed one always gets its work; every API process with the runner on takes jobs, each job by
// one process at a time (SKIP LOCKED), picked up at once through LISTEN/NOTIFY. A failing job is
// tried again with exponential backoff until its attempts run out, then kept as failed for the
// admin console. Schedules (cron) run once per tick across all processes.
//
// A job's lock is its lease: a process killed mid-job leaves its jobs locked, and any runner frees
// the jobs of a worker whose lock is older than the lease (no job may run that long: each is cut
// off at its timeout), so another process runs them again. Handlers are idempotent, keyed by the
// job's business key, so a job run twice has its effect once.

export type TaskRef<P> = {
  readonly name: string;
  readonly payload: z.ZodType<P>;
  readonly maxAttempts: number;
  readonly timeoutMs: number;
};

/** A kind of job: its name, the shape of its payload, how many tries it gets and how long one may take. */
export function task<P>(name: string, payload: z.ZodType<P>, options: { maxAttempts?: number; timeoutMs?: number } = {}): TaskRef<P> {
  return { name, payload, maxAttempts: options.maxAttempts ?? 10, timeoutMs: options.timeoutMs ?? 30_000 };
}

export type JobOptions = {
  /** The business key: a second job with the same key replaces a waiting one instead of adding another. */
  key?: string;
  /** 'preserve_run_at' keeps the waiting job's time when the key comes again (a debounce that does not slide). */
  keyMode?: 'replace' | 'preserve_run_at';
  runAt?: Date;
  maxAttempts?: number;
};

/** One job of a batch (`enqueueMany`): `job(ref, payload, options)` checks the payload's type. */
export type JobSpec = { ref: TaskRef<unknown>; payload: unknown; options: JobOptions };

export function job<P>(ref: TaskRef<P>, payload: P, options: JobOptions = {}): JobSpec {
  return { ref: ref as TaskRef<unknown>, payload, options };
}

export type JobContext = {
  id: string;
  /** This try's number, from 1. */
  attempt: number;
  maxAttempts: number;
  /** The last try: a failure now leaves the job failed. */
  final: boolean;
  /** Aborted when the try runs out of time or the process shuts down. */
  signal: AbortSignal;
};

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export type JobsConfig = {
  /** Jobs one process runs at once. */
  concurrency: number;
  /** How long a job's lock holds before another process may take it (a killed process's jobs). */
  leaseMs: number;
  /** How often a runner looks for due jobs when no notification came (retries, scheduled jobs). */
  pollMs: number;
  /** Jobs a runner locks and takes from the database at once (ADR 070); default 8 per job run at once, 1 turns batching off. */
  batchSize?: number;
};

/**
 * How long a job fetched in a batch may wait in the process before it is given back (ADR 070). Its
 * lock's age is that wait plus its run, and the lease frees locks older than leaseMs as a dead
 * process's: the wait stays a small part of the lease (10 s of the default 60 s).
 */
const batchWaitMs = (leaseMs: number) => Math.max(1000, Math.min(10_000, Math.round(leaseMs / 6)));

/** Finished (or failed) tries are written together, this long after the first of them. */
const END_BATCH_MS = 20;

export type JobOutcome = 'succeeded' | 'retrying' | 'failed';
export type JobObserver = (taskName: string, outcome: JobOutcome, seconds: number) => void;

type Schedule = { cron: string; task: TaskRef<object> };

/** A kind's jobs by state: due now, due later, running, failed at least once and due again, failed for good. */
export type TaskCounts = { task: string; waiting: number; scheduled: number; running: number; retrying: number; failed: number };

/** The state of a job row, as the admin console names it. */
export const JOB_STATE_SQL = sql`CASE
  WHEN attempts >= max_attempts AND locked_at IS NULL THEN 'failed'
  WHEN locked_at IS NOT NULL THEN 'running'
  WHEN attempts > 0 THEN 'retrying'
  WHEN run_at > now() THEN 'scheduled'
  ELSE 'waiting' END`;

/** A job as the admin console sees it. */
export type JobRow = {
  id: string;
  task: string;
  state: 'waiting' | 'scheduled' | 'running' | 'retrying' | 'failed';
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  key: string | null;
  run_at: Date;
  created_at: Date;
  updated_at: Date;
};

const JOB_COLUMNS = sql`id::text AS id, task_identifier AS task, ${JOB_STATE_SQL} AS state, attempts, max_attempts, last_error, key, run_at, created_at, updated_at`;

/** Timestamps come back as Date from pg and PGlite alike once read through this. */
function jobRow(row: JobRow): JobRow {
  return {
    ...row,
    run_at: new Date(row.run_at),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    attempts: Number(row.attempts),
    max_attempts: Number(row.max_attempts),
  };
}

export class JobTimeoutError extends Error {
  constructor(taskName: string, ms: number) {
    super(`${taskName} took longer than ${ms} ms`);
    this.name = 'JobTimeoutError';
  }
}

export function createJobQueue(deps: { database: Database; log: FastifyBaseLogger; config: JobsConfig }) {
  const { database, log, config } = deps;
  const handlers = new Map<string, { ref: TaskRef<unknown>; run: JobHandler<unknown> }>();
  const schedules: Schedule[] = [];
  const observers: JobObserver[] = [];
  let runner: Runner | null = null;
  let reclaimTimer: NodeJS.Timeout | null = null;
  let reclaiming: Promise<void> | null = null;
  /** The giving back of a stopping runner's held jobs (jobs-give-back.ts), awaited by `stop`. */
  let givingBack: ReturnType<typeof giveBackOnRelease> | null = null;

  // graphile-worker's own lines go through the app's log, quietly: a job's failure is ours to log.
  const logger = new Logger(() => (level, message) => {
    if (level === 'error') log.error(`[jobs] ${message}`);
    else if (level === 'warning') log.warn(`[jobs] ${message}`);
  });

  async function runOne(name: string, raw: unknown, helpers: JobHelpers): Promise<void> {
    const entry = handlers.get(name);
    if (!entry) throw new Error(`No handler for ${name}`);
    const { job } = helpers;
    const started = performance.now();
    const attempt = job.attempts;
    const final = attempt >= job.max_attempts;
    const controller = new AbortController();
    const abort = () => controller.abort();
    helpers.abortSignal.addEventListener('abort', abort, { once: true });
    let timer: NodeJS.Timeout | undefined;
    try {
      const payload = entry.ref.payload.parse(raw);
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new JobTimeoutError(name, entry.ref.timeoutMs));
        }, entry.ref.timeoutMs);
      });
      await Promise.race([
        entry.run(payload, { id: job.id, attempt, maxAttempts: job.max_attempts, final, signal: controller.signal }),
        timeout,
      ]);
      for (const observe of observers) observe(name, 'succeeded', (performance.now() - started) / 1000);
    } catch (error) {
      const outcome: JobOutcome = final ? 'failed' : 'retrying';
      for (const observe of observers) observe(name, outcome, (performance.now() - started) / 1000);
      log[final ? 'error' : 'warn'](
        { err: error, job: job.id, task: name, attempt, maxAttempts: job.max_attempts },
        final ? 'job failed for good' : 'job failed; it will be tried again',
      );
      throw error;
    } finally {
      clearTimeout(timer);
      helpers.abortSignal.removeEventListener('abort', abort);
    }
  }

  function taskList(): TaskList {
    const list: TaskList = {};
    for (const name of handlers.keys()) list[name] = (payload, helpers) => runOne(name, payload, helpers);
    return list;
  }

  /** Frees the jobs of workers whose lock is older than the lease: their process died mid-job. */
  async function reclaim(): Promise<number> {
    const lease = `${Math.max(1, Math.round(config.leaseMs / 1000))} seconds`;
    const rows = await rowsOf<{ locked_by: string }>(
      database.db,
      sql`SELECT DISTINCT locked_by FROM graphile_worker.jobs WHERE locked_by IS NOT NULL AND locked_at < now() - ${lease}::interval`,
    );
    const stale = rows.map((row) => row.locked_by);
    if (stale.length > 0) {
      await database.db.execute(
        sql`SELECT graphile_worker.force_unlock_workers(ARRAY[${sql.join(
          stale.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[])`,
      );
      log.warn({ workers: stale }, 'jobs of workers past their lease were released for another process');
    }
    return stale.length;
  }

  /**
   * Enqueues a job in `executor`'s transaction (or on its own): it runs only once that commits.
   * The payload is checked against the task's schema here, so a bad one fails the caller, not the worker.
   */
  async function enqueue<P>(executor: Executor, ref: TaskRef<P>, payload: P, options: JobOptions = {}): Promise<void> {
    const checked = JSON.stringify(ref.payload.parse(payload) ?? {});
    const runAt = options.runAt?.toISOString() ?? null;
    const maxAttempts = options.maxAttempts ?? ref.maxAttempts;
    if (options.key === undefined) {
      // The common case, one plain row: written straight into graphile-worker's job table with the
      // values its add_job would give it, and the same wake-up, in one statement. add_job runs four
      // statements through PL/pgSQL, which on PGlite cost three times this (ADR 056). The version is
      // pinned, and a test compares this row with add_job's. A task never enqueued before has no
      // row in _private_tasks yet: nothing is inserted, and add_job below makes it.
      const inserted = await rowsOf<{ id: string }>(
        executor,
        sql`INSERT INTO graphile_worker._private_jobs (task_id, payload, run_at, max_attempts)
          SELECT tasks.id, ${checked}::json, coalesce(${runAt}::timestamptz, now()), ${maxAttempts}::smallint
          FROM graphile_worker._private_tasks AS tasks, (SELECT pg_notify('jobs:insert', '{"r":0,"count":1}')) AS wake
          WHERE tasks.identifier = ${ref.name}
          RETURNING id::text AS id`,
      );
      if (inserted.length > 0) return;
    }
    await executor.execute(sql`SELECT graphile_worker.add_job(
      ${ref.name}::text,
      ${checked}::json,
      run_at => ${runAt}::timestamptz,
      max_attempts => ${maxAttempts}::int,
      job_key => ${options.key ?? null}::text,
      job_key_mode => ${options.keyMode ?? 'replace'}::text
    )`);
  }

  /**
   * Several jobs in one or two statements instead of one (or four) each (ADR 070): the plain ones
   * written straight into the job table as `enqueue` does, the keyed ones through graphile-worker's
   * add_jobs, which keeps add_job's key rules. A key that comes twice in one batch, and a task
   * never enqueued before, go through `enqueue` one by one.
   */
  async function enqueueMany(executor: Executor, specs: readonly JobSpec[]): Promise<void> {
    if (specs.length <= 1) {
      for (const spec of specs) await enqueue(executor, spec.ref, spec.payload, spec.options);
      return;
    }
    const rows = specs.map((spec) => ({
      spec,
      identifier: spec.ref.name,
      payload: spec.ref.payload.parse(spec.payload) ?? {},
      run_at: spec.options.runAt?.toISOString() ?? null,
      max_attempts: spec.options.maxAttempts ?? spec.ref.maxAttempts,
      job_key: spec.options.key ?? null,
    }));
    const oneByOne: JobSpec[] = [];
    const plain = rows.filter((row) => row.job_key === null);
    if (plain.length > 0) {
      const inserted = await rowsOf<{ identifier: string; n: number }>(
        executor,
        sql`WITH inserted AS (
            INSERT INTO graphile_worker._private_jobs (task_id, payload, run_at, max_attempts)
            SELECT tasks.id, spec.payload, coalesce(spec.run_at, now()), spec.max_attempts
            FROM json_to_recordset(${JSON.stringify(plain.map(({ spec: _spec, job_key: _key, ...row }) => row))}::json)
              AS spec(identifier text, payload json, run_at timestamptz, max_attempts smallint)
            JOIN graphile_worker._private_tasks AS tasks ON tasks.identifier = spec.identifier,
              (SELECT pg_notify('jobs:insert', ${`{"r":0,"count":${plain.length}}`})) AS wake
            RETURNING task_id)
          SELECT tasks.identifier, count(*)::int AS n FROM inserted JOIN graphile_worker._private_tasks AS tasks ON tasks.id = inserted.task_id GROUP BY 1`,
      );
      const known = new Set(inserted.map((row) => row.identifier));
      oneByOne.push(...plain.filter((row) => !known.has(row.identifier)).map((row) => row.spec));
    }
    for (const preserve of [false, true]) {
      const keyed = rows.filter((row) => row.job_key !== null && (row.spec.options.keyMode === 'preserve_run_at') === preserve);
      const counts = new Map<string, number>();
      for (const row of keyed) counts.set(row.job_key!, (counts.get(row.job_key!) ?? 0) + 1);
      const batch = keyed.filter((row) => counts.get(row.job_key!) === 1);
      oneByOne.push(...keyed.filter((row) => counts.get(row.job_key!)! > 1).map((row) => row.spec));
      if (batch.length === 0) continue;
      await executor.execute(
        sql`SELECT count(*) FROM graphile_worker.add_jobs(
          ARRAY(SELECT spec FROM json_populate_recordset(null::graphile_worker.job_spec, ${JSON.stringify(batch.map(({ spec: _spec, ...row }) => row))}::json) AS spec),
          ${preserve}::boolean)`,
      );
    }
    for (const spec of oneByOne) await enqueue(executor, spec.ref, spec.payload, spec.options);
  }

  return {
    enqueue,
    enqueueMany,

    /** What runs a kind of job; one handler per kind, given where the module that owns it is built. */
    handle<P>(ref: TaskRef<P>, handler: JobHandler<P>): void {
      if (handlers.has(ref.name)) throw new Error(`${ref.name} already has a handler`);
      handlers.set(ref.name, { ref: ref as TaskRef<unknown>, run: handler as JobHandler<unknown> });
    },

    /** A schedule (a crontab time, UTC, such as '0 3 * * *'): the task runs once per tick, whichever process takes it. */
    every(cron: string, ref: TaskRef<object>): void {
      schedules.push({ cron, task: ref });
    },

    /** Hears each try's outcome and duration (the metrics). */
    observe(observer: JobObserver): void {
      observers.push(observer);
    },

    /** Starts taking jobs in this process. */
    async start(): Promise<void> {
      if (runner) return;
      const batchSize = config.batchSize ?? config.concurrency * 8;
      const crontab = schedules.map(({ cron, task: ref }) => `${cron} ${ref.name} ?id=${ref.name.replaceAll(':', '_')}&max=1`).join('\n');
      // Held jobs of a stopping runner: given back by us (graphile-worker 0.17.3 fails to; ADR 084).
      givingBack = giveBackOnRelease({ database, log });
      const { events } = givingBack;
      runner = await run({
        pgPool: database.pgPool,
        logger,
        events,
        concurrency: config.concurrency,
        pollInterval: config.pollMs,
        noHandleSignals: true,
        noPreparedStatements: database.kind === 'pglite',
        taskList: taskList(),
        parsedCronItems: parseCrontab(crontab),
        // Batches (ADR 070): a runner locks and takes several due jobs in one query and hands them to
        // its workers as they free up; jobs it has not started when it stops, or that waited longer
        // than batchWaitMs, are unlocked for any process. Ends of tries are written together.
        preset: {
          worker: {
            localQueue: { size: batchSize > 1 ? batchSize : -1, ttl: batchWaitMs(config.leaseMs) },
            completeJobBatchDelay: batchSize > 1 ? END_BATCH_MS : -1,
            failJobBatchDelay: batchSize > 1 ? END_BATCH_MS : -1,
          },
        },
      });
      const tick = () => {
        reclaiming ??= reclaim()
          .then(() => undefined)
          .catch((error: unknown) => log.warn({ err: error }, 'could not look for jobs past their lease'))
          .finally(() => {
            reclaiming = null;
          });
      };
      reclaimTimer = setInterval(tick, Math.max(1000, Math.round(config.leaseMs / 2)));
      reclaimTimer.unref();
    },

    /**
     * Stops taking jobs; a running job gets until `drainMs` to finish, then is given back (failed
     * for this try, so another process runs it again).
     */
    async stop(drainMs = 10_000): Promise<void> {
      if (reclaimTimer) clearInterval(reclaimTimer);
      reclaimTimer = null;
      await reclaiming;
      const current = runner;
      runner = null;
      if (!current) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), drainMs);
      });
      const stopped = await Promise.race([current.stop().then(() => 'stopped' as const), late]);
      clearTimeout(timer);
      if (stopped === 'late') await current.kill().catch(() => undefined);
      // Its batch's jobs not started, before the caller closes the database (jobs-give-back.ts).
      await givingBack?.settled();
      givingBack = null;
    },

    /** Runs every job due now, then answers (tests, and the CLI): no runner needed. */
    async drain(): Promise<void> {
      const events = new EventEmitter() as WorkerEvents;
      const taken = new Set<string>();
      events.on('job:start', ({ job }) => void taken.add(job.id));
      await runOnce({
        pgPool: database.pgPool,
        logger,
        events,
        noHandleSignals: true,
        noPreparedStatements: database.kind === 'pglite',
        taskList: taskList(),
      });
      // graphile-worker writes the end of a try (done, or failed with its error) without waiting for
      // the write: wait until the jobs this run took are given back or gone.
      const ids = [...taken];
      for (let wait = 0; ids.length > 0 && wait < 500; wait += 1) {
        const locked = await rowsOf<{ id: string }>(
          database.db,
          sql`SELECT id::text AS id FROM graphile_worker.jobs WHERE locked_at IS NOT NULL AND id = ANY(ARRAY[${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}]::bigint[])`,
        );
        if (locked.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    /** Jobs by kind and state (the admin console's counts and the metrics' queue depth). */
    async counts(): Promise<TaskCounts[]> {
      const rows = await rowsOf<{ task: string; state: keyof Omit<TaskCounts, 'task'>; n: number }>(
        database.db,
        sql`SELECT task_identifier AS task, ${JOB_STATE_SQL} AS state, count(*)::int AS n FROM graphile_worker.jobs GROUP BY 1, 2`,
      );
      const byTask = new Map<string, TaskCounts>();
      for (const name of handlers.keys()) byTask.set(name, { task: name, waiting: 0, scheduled: 0, running: 0, retrying: 0, failed: 0 });
      for (const row of rows) {
        const counts = byTask.get(row.task) ?? { task: row.task, waiting: 0, scheduled: 0, running: 0, retrying: 0, failed: 0 };
        counts[row.state] += Number(row.n);
        byTask.set(row.task, counts);
      }
      return [...byTask.values()].sort((a, b) => a.task.localeCompare(b.task));
    },

    /** Jobs in one state (and of one kind), newest first, after the job `before` (a page's cursor). */
    async list(query: { state: JobRow['state']; task?: string; before?: string; limit: number }): Promise<JobRow[]> {
      const rows = await rowsOf<JobRow>(
        database.db,
        sql`SELECT ${JOB_COLUMNS} FROM graphile_worker.jobs
            WHERE ${JOB_STATE_SQL} = ${query.state}
              ${query.task ? sql`AND task_identifier = ${query.task}` : sql``}
              ${query.before ? sql`AND id < ${query.before}::bigint` : sql``}
            ORDER BY id DESC LIMIT ${query.limit}`,
      );
      return rows.map(jobRow);
    },

    async find(executor: Executor, id: string): Promise<JobRow | null> {
      const [row] = await rowsOf<JobRow>(executor, sql`SELECT ${JOB_COLUMNS} FROM graphile_worker.jobs WHERE id = ${id}::bigint`);
      return row ? jobRow(row) : null;
    },

    /** One more try of a failed job, now (its tries so far stay counted); false when it was running meanwhile. */
    async retry(executor: Executor, job: Pick<JobRow, 'id' | 'attempts'>): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        executor,
        sql`SELECT id::text AS id FROM graphile_worker.reschedule_jobs(ARRAY[${job.id}::bigint], run_at := now(), max_attempts := ${job.attempts + 1}::int)`,
      );
      return rows.length > 0;
    },

    /** Removes a job that is not running. */
    async discard(executor: Executor, id: string): Promise<boolean> {
      const rows = await rowsOf<{ id: string }>(
        executor,
        sql`SELECT id::text AS id FROM graphile_worker.complete_jobs(ARRAY[${id}::bigint])`,
      );
      return rows.length > 0;
    },

    reclaim,
    get running(): boolean {
      return runner !== null;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
