import pino from 'pino';
import { z } from 'zod';
import { openDatabase } from '@dwa/db/client';
import { createJobQueue, task } from '../../apps/api/src/lib/jobs';

// One process taking the bench's no-op jobs (scripts/bench/jobs.ts) from DATABASE_URL, with the API's
// default concurrency; prints 'ready' once its runner is up, and stops on SIGTERM.

const database = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL!, poolSize: 8 });
const jobs = createJobQueue({
  database,
  log: pino({ level: 'warn' }),
  config: { concurrency: Number(process.env.CONCURRENCY ?? 4), leaseMs: 60_000, pollMs: 2000 },
});
jobs.handle(task('bench:noop', z.object({ n: z.number().int() })), async () => undefined);
await jobs.start();
console.log('ready');
process.on('SIGTERM', () => {
  void jobs.stop(5000).then(async () => {
    await database.close();
    process.exit(0);
  });
});
