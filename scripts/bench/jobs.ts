import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { migrateDatabase, openDatabase, rowsOf, type Database } from '@dwa/db/client';
import { createJobQueue, task } from '../../apps/api/src/lib/jobs';
import { BENCH_POSTGRES_URL, adminQuery, runIfMain, withDatabase } from './cli';
import { backendPids, cpuMsOf } from './cpu';
import { percentile } from './stats';

// The job queue (issue 29, ADR 056): what an enqueue adds to a business transaction (p50, p99 of a
// transaction with one insert, with and without the enqueue), and how long a queue of no-op jobs takes
// to drain: 10,000 on PostgreSQL with 2 worker processes (scripts/bench/job-worker.ts), 1,000 on
// PGlite with the one process. Budgets: enqueue < 1 ms at p50; drains under 10 s.
//
//   node --import tsx scripts/bench/jobs.ts [--only=pglite|postgres]

export type JobsRow = {
  database: 'pglite' | 'postgres';
  enqueueP50Ms: number;
  enqueueP99Ms: number;
  jobs: number;
  processes: number;
  drainSeconds: number;
  /** PostgreSQL: seconds until both workers were up (part of the drain), and CPU per 1,000 jobs from then on. */
  readySeconds?: number;
  workerCpuMsPer1000?: number;
  databaseCpuMsPer1000?: number;
};

const NOOP = task('bench:noop', z.object({ n: z.number().int() }));
const log = pino({ level: 'warn' });

/** The time a transaction with one row takes, minus the same transaction without the enqueue, over `n` of each. */
async function enqueueCost(database: Database, n: number): Promise<{ p50: number; p99: number }> {
  const jobs = createJobQueue({ database, log, config: { concurrency: 1, leaseMs: 60_000, pollMs: 2000 } });
  await database.db.execute(sql`CREATE TABLE IF NOT EXISTS bench_orders (id serial PRIMARY KEY, note text)`);
  const timed = async (withJob: boolean) => {
    const samples: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const started = performance.now();
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO bench_orders (note) VALUES ('order')`);
        if (withJob) await jobs.enqueue(tx, NOOP, { n: i }, { runAt: new Date(Date.now() + 3_600_000) });
      });
      samples.push(performance.now() - started);
    }
    return samples.sort((a, b) => a - b);
  };
  await timed(true); // warm-up
  const without = await timed(false);
  const withJob = await timed(true);
  await database.db.execute(sql`DELETE FROM graphile_worker._private_jobs`);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { p50: round(percentile(withJob, 50) - percentile(without, 50)), p99: round(percentile(withJob, 99) - percentile(without, 99)) };
}

const waiting = async (database: Database) =>
  (
    await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'bench:noop'`)
  )[0]!.n;

async function enqueueMany(database: Database, count: number): Promise<void> {
  const jobs = createJobQueue({ database, log, config: { concurrency: 1, leaseMs: 60_000, pollMs: 2000 } });
  await database.db.transaction(async (tx) => {
    for (let n = 0; n < count; n += 1) await jobs.enqueue(tx, NOOP, { n });
  });
}

async function untilEmpty(database: Database, started: number): Promise<number> {
  while ((await waiting(database)) > 0) {
    if (performance.now() - started > 300_000) throw new Error('the queue did not drain in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Math.round((performance.now() - started) / 10) / 100;
}

export async function benchJobsPglite(): Promise<JobsRow> {
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await migrateDatabase(database);
    const cost = await enqueueCost(database, 500);
    const runner = createJobQueue({ database, log, config: { concurrency: 4, leaseMs: 60_000, pollMs: 2000 } });
    runner.handle(NOOP, async () => undefined);
    await runner.start();
    const started = performance.now();
    await enqueueMany(database, 1000);
    const drainSeconds = await untilEmpty(database, started);
    await runner.stop();
    return { database: 'pglite', enqueueP50Ms: cost.p50, enqueueP99Ms: cost.p99, jobs: 1000, processes: 1, drainSeconds };
  } finally {
    await database.close();
  }
}

function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/job-worker.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`a bench worker exited (${code})`)));
  });
}

export async function benchJobsPostgres(): Promise<JobsRow> {
  const name = `dwa_bench_jobs_${process.pid}`;
  const url = withDatabase(BENCH_POSTGRES_URL, name);
  await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
  await adminQuery(`CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const workers: ChildProcess[] = [];
  try {
    await migrateDatabase(database);
    const cost = await enqueueCost(database, 1000);
    // The jobs wait in one committed transaction; then two processes start and take them.
    await enqueueMany(database, 10_000);
    const ours = new Set(await backendPids(url));
    const started = performance.now();
    workers.push(...(await Promise.all([startWorker(url), startWorker(url)])));
    const readySeconds = Math.round((performance.now() - started) / 10) / 100;
    const workerCpu = workers.map((worker) => cpuMsOf(worker.pid!));
    const backends = new Map((await backendPids(url)).filter((pid) => !ours.has(pid)).map((pid) => [pid, cpuMsOf(pid)]));
    const drainSeconds = await untilEmpty(database, started);
    const workerMs = workers.reduce((sum, worker, i) => sum + cpuMsOf(worker.pid!) - workerCpu[i]!, 0);
    let databaseMs = 0;
    for (const pid of await backendPids(url)) if (!ours.has(pid)) databaseMs += cpuMsOf(pid) - (backends.get(pid) ?? 0);
    return {
      database: 'postgres',
      enqueueP50Ms: cost.p50,
      enqueueP99Ms: cost.p99,
      jobs: 10_000,
      processes: 2,
      drainSeconds,
      readySeconds,
      workerCpuMsPer1000: Math.round(workerMs / 10),
      databaseCpuMsPer1000: Math.round(databaseMs / 10),
    };
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(
      workers.map((worker) => new Promise((resolve) => (worker.exitCode !== null ? resolve(null) : worker.once('exit', resolve)))),
    );
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

export function formatJobsTable(rows: JobsRow[]): string {
  const lines = [
    '  database   enqueue p50  enqueue p99  jobs    processes  drain  (workers up after; CPU per 1,000 jobs: workers, PostgreSQL)',
  ];
  for (const row of rows) {
    const ok = row.enqueueP50Ms < 1 && row.drainSeconds < 10;
    lines.push(
      `  ${row.database.padEnd(10)} ${`${row.enqueueP50Ms} ms`.padStart(11)}  ${`${row.enqueueP99Ms} ms`.padStart(11)}  ${String(row.jobs).padEnd(7)} ${String(row.processes).padEnd(10)} ${`${row.drainSeconds} s`.padStart(7)}  ${ok ? 'within' : 'OUT OF'} budget${row.readySeconds === undefined ? '' : `  (${row.readySeconds} s; ${row.workerCpuMsPer1000} ms, ${row.databaseCpuMsPer1000} ms)`}`,
    );
  }
  return lines.join('\n');
}

runIfMain(import.meta.url, async () => {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const rows: JobsRow[] = [];
  if (only !== 'postgres') rows.push(await benchJobsPglite());
  if (only !== 'pglite') rows.push(await benchJobsPostgres());
  console.log(
    `\nJob queue (enqueue: extra time of a one-row transaction; drain: no-op jobs until the queue is empty)\n${formatJobsTable(rows)}`,
  );
});
