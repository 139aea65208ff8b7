import { sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { openDatabase } from '@dwa/db/client';
import { createJobQueue, task } from '../src/lib/jobs';

// One process taking jobs from the queue, as an API process does (lib/jobs.ts, ADR 056), with the
// test tasks of src/lib/jobs-processes.test.ts: each records its run in the test's tables. Runs on
// DATABASE_URL; prints 'ready' once its runner is up. HANG=1 makes test:effect hang after its effect
// (to be killed mid-job); LEASE_SECONDS sets the lease.

const url = process.env.DATABASE_URL!;
const database = await openDatabase({ kind: 'postgres', url, poolSize: 6 });
const log = pino({ level: 'warn' });
const jobs = createJobQueue({
  database,
  log,
  config: { concurrency: 4, leaseMs: Number(process.env.LEASE_SECONDS ?? 60) * 1000, pollMs: 500 },
});
const db = database.db;

const COUNT = task('test:count', z.object({ n: z.number().int() }));
const TICK = task('test:tick', z.object({ _cron: z.object({ ts: z.string() }) }));
const EFFECT = task('test:effect', z.object({ key: z.string() }), { timeoutMs: 600_000 });

jobs.handle(COUNT, async ({ n }) => {
  await db.execute(sql`INSERT INTO job_test_runs (n, pid) VALUES (${n}, ${process.pid})`);
});
jobs.handle(TICK, async ({ _cron }) => {
  await db.execute(sql`INSERT INTO job_test_ticks (tick, pid) VALUES (${_cron.ts}::timestamptz, ${process.pid})`);
});
jobs.handle(EFFECT, async ({ key }) => {
  await db.execute(sql`INSERT INTO job_test_tries (key, pid) VALUES (${key}, ${process.pid})`);
  // The effect, keyed by the job's business key: a second run finds it done.
  await db.execute(sql`INSERT INTO job_test_effects (key) VALUES (${key}) ON CONFLICT DO NOTHING`);
  if (process.env.HANG === '1') await new Promise(() => undefined);
});
jobs.every('* * * * *', TICK);

await jobs.start();
console.log('ready');
const stop = async () => {
  await jobs.stop(5000);
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
