import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, rowsOf, type Database } from '@dwa/db/client';
import { adminQuery, databaseUrl, requirePostgres } from '../../test/local-postgres';
import { createJobQueue, task } from './jobs';
import pino from 'pino';

// The job queue across processes on PostgreSQL (ADR 056), each process as test/job-worker-process.ts
// runs it: 1,000 jobs each run exactly once by two processes; a schedule runs once per tick across
// them; a process SIGKILLed mid-job leaves the job to another after the lease, and its effect
// happens once. A throwaway database of its own (skipped without PostgreSQL, failing under CI).
// One project runs this file (see vitest.config.ts).

const hasPostgres = await requirePostgres('the job queue process tests');
const API_DIR = join(import.meta.dirname, '../..');

type Worker = { child: ChildProcess; output: () => string; exited: Promise<unknown> };

function startWorker(url: string, env: Record<string, string> = {}): Promise<Worker> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/job-worker-process.ts'], {
    cwd: API_DIR,
    env: { ...inherited, DATABASE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) resolve({ child, output: () => output, exited });
    });
    child.once('exit', () => reject(new Error(`the worker exited before it was ready:\n${output}`)));
  });
}

async function stopAll(workers: Worker[]) {
  for (const worker of workers) if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGTERM');
  await Promise.all(workers.map((worker) => worker.exited));
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!hasPostgres)('the job queue across processes on PostgreSQL', () => {
  const name = `dwa_jobs_${randomBytes(5).toString('hex')}`;
  const url = databaseUrl(name);
  let database: Database;
  // Enqueues as an API process does; its own tasks are the worker script's (it runs none itself).
  let jobs: ReturnType<typeof createJobQueue>;
  const COUNT = task('test:count', z.object({ n: z.number().int() }));
  const EFFECT = task('test:effect', z.object({ key: z.string() }));
  const count = async (query: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(database.db, query))[0]!.n;
  /** Waits until no effect job is left in the queue: each has run to the end. */
  const effectsDone = (what: string, timeoutMs: number) =>
    waitFor(
      what,
      async () =>
        (await count(sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'test:effect'`)) === 0
          ? true
          : undefined,
      timeoutMs,
    );

  /**
   * A worker whose effect jobs hang, holding a batch of 8 (`<prefix>-1` to `-8`, enqueued in one
   * transaction): four running (its concurrency) and tried once, four waiting, locked, in its batch.
   */
  async function hangingWithBatch(prefix: string): Promise<Worker> {
    const hanging = await startWorker(url, { HANG: '1' });
    await database.db.transaction(async (tx) => {
      for (let i = 1; i <= 8; i += 1) await jobs.enqueue(tx, EFFECT, { key: `${prefix}-${i}` });
    });
    await waitFor(
      'four tries',
      async () =>
        (await count(sql`SELECT count(*)::int AS n FROM job_test_tries WHERE key LIKE ${`${prefix}-%`}`)) === 4 ? true : undefined,
      30_000,
    );
    return hanging;
  }

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    await migrateDatabase(database);
    await database.db.execute(sql`CREATE TABLE job_test_runs (n int NOT NULL, pid int NOT NULL)`);
    await database.db.execute(sql`CREATE TABLE job_test_ticks (tick timestamptz NOT NULL, pid int NOT NULL)`);
    await database.db.execute(sql`CREATE TABLE job_test_tries (key text NOT NULL, pid int NOT NULL)`);
    await database.db.execute(sql`CREATE TABLE job_test_effects (key text PRIMARY KEY)`);
    jobs = createJobQueue({ database, log: pino({ level: 'silent' }), config: { concurrency: 1, leaseMs: 60_000, pollMs: 2000 } });
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('runs each of 1,000 jobs exactly once with two processes, and a schedule once per tick', async () => {
    const workers = await Promise.all([startWorker(url), startWorker(url)]);
    try {
      await database.db.transaction(async (tx) => {
        for (let n = 1; n <= 1000; n += 1) await jobs.enqueue(tx, COUNT, { n });
      });
      await waitFor(
        '1,000 runs',
        async () => ((await count(sql`SELECT count(*)::int AS n FROM job_test_runs`)) >= 1000 ? true : undefined),
        60_000,
      );
      expect(await count(sql`SELECT count(DISTINCT n)::int AS n FROM job_test_runs`)).toBe(1000);
      expect(await count(sql`SELECT count(*)::int AS n FROM job_test_runs`)).toBe(1000);
      expect(await count(sql`SELECT count(DISTINCT pid)::int AS n FROM job_test_runs`)).toBe(2);

      // The next minute's tick (up to a minute away), by one process only, and no other.
      await waitFor(
        'a tick',
        async () => ((await count(sql`SELECT count(*)::int AS n FROM job_test_ticks`)) > 0 ? true : undefined),
        75_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const ticks = await rowsOf<{ tick: string; n: number }>(
        database.db,
        sql`SELECT tick::text, count(*)::int AS n FROM job_test_ticks GROUP BY tick`,
      );
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.every((tick) => tick.n === 1)).toBe(true);
    } finally {
      await stopAll(workers);
    }
  }, 180_000);

  it('runs again the job of a process killed mid-job, after the lease, with its effect once', async () => {
    const hanging = await startWorker(url, { HANG: '1' });
    await jobs.enqueue(database.db, EFFECT, { key: 'order-7' });
    await waitFor(
      'the first try',
      async () => ((await count(sql`SELECT count(*)::int AS n FROM job_test_tries WHERE key = 'order-7'`)) === 1 ? true : undefined),
      30_000,
    );
    hanging.child.kill('SIGKILL');
    await hanging.exited;
    const locked = await count(
      sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key IS NULL AND task_identifier = 'test:effect' AND locked_at IS NOT NULL`,
    );
    expect(locked).toBe(1);

    const killedAt = Date.now();
    const next = await startWorker(url, { LEASE_SECONDS: '5' });
    try {
      await waitFor(
        'the second try',
        async () => ((await count(sql`SELECT count(*)::int AS n FROM job_test_tries WHERE key = 'order-7'`)) === 2 ? true : undefined),
        60_000,
      );
      // Not before its lease ran out.
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(4000);
      await effectsDone('the job done', 30_000);
      expect(await count(sql`SELECT count(*)::int AS n FROM job_test_effects WHERE key = 'order-7'`)).toBe(1);
    } finally {
      await stopAll([next]);
    }
  }, 120_000);

  it('a process killed with a batch locked: its running and its not yet started jobs all run again after the lease, each effect once', async () => {
    // Four run (its concurrency) and hang; the other four wait, locked, in its batch (ADR 070).
    const hanging = await hangingWithBatch('batch');
    expect(
      await count(sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'test:effect' AND locked_at IS NOT NULL`),
    ).toBe(8);
    hanging.child.kill('SIGKILL');
    await hanging.exited;

    const next = await startWorker(url, { LEASE_SECONDS: '5' });
    try {
      await effectsDone('every job done', 60_000);
      expect(await count(sql`SELECT count(*)::int AS n FROM job_test_effects WHERE key LIKE 'batch-%'`)).toBe(8);
      // The four that ran were tried twice, the four that waited once.
      expect(await count(sql`SELECT count(*)::int AS n FROM job_test_tries WHERE key LIKE 'batch-%'`)).toBe(12);
    } finally {
      await stopAll([next]);
    }
  }, 120_000);

  it('a stopping process gives back at once the jobs of its batch it had not started', async () => {
    const hanging = await hangingWithBatch('stop');
    await stopAll([hanging]);
    // Not started: free for any process now, no try counted. The four that hang past the drain time
    // have had their try (their locks are left to the lease, as for a killed process).
    const rows = await rowsOf<{ attempts: number; locked: boolean }>(
      database.db,
      sql`SELECT attempts, locked_at IS NOT NULL AS locked FROM graphile_worker._private_jobs WHERE payload->>'key' LIKE 'stop-%' ORDER BY attempts, id`,
    );
    expect(rows.filter((row) => row.attempts === 0).map((row) => row.locked)).toEqual([false, false, false, false]);
    expect(rows.filter((row) => row.attempts === 1)).toHaveLength(4);
    await database.db.execute(sql`DELETE FROM graphile_worker._private_jobs WHERE payload->>'key' LIKE 'stop-%'`);
  }, 120_000);
});
