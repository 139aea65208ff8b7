import { sql } from 'drizzle-orm';
import { z } from 'zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@dwa/db/client';
import type { AdminJobs } from '@dwa/shared/jobs';
import { createTestApp, dbKind, type TestContext } from '../../test/helpers';
import { createUser, type TestUser } from '../../test/factories/users';
import { createJobQueue, job, task } from './jobs';

// The job queue (ADR 056) on this run's database (PGlite, and PostgreSQL when it answers): the
// transactional enqueue, retries with backoff, the failed state the admin console shows and its
// retry and discard, the lease that frees a dead worker's job, a try's timeout, and a runner that
// stops with jobs of its batch not started.

const seen: number[] = [];
const tries = new Map<number, number>();
const RECORD = task('test:record', z.object({ n: z.number().int() }));
/** Fails `fail` times for a payload, then succeeds. */
const FLAKY = task('test:flaky', z.object({ n: z.number().int(), fail: z.number().int() }), { maxAttempts: 3 });
const SLOW = task('test:slow', z.object({}), { timeoutMs: 100 });

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({
    extend: (app) => {
      app.services.jobs.handle(RECORD, async ({ n }) => void seen.push(n));
      app.services.jobs.handle(FLAKY, async ({ n, fail }) => {
        const count = (tries.get(n) ?? 0) + 1;
        tries.set(n, count);
        if (count <= fail) throw new Error(`try ${count} of ${n} failed`);
      });
      app.services.jobs.handle(SLOW, () => new Promise((resolve) => setTimeout(resolve, 2000)));
    },
  });
  admin = await createUser(ctx, { userType: 'ADMIN' });
});
afterAll(() => ctx.close());

const jobs = () => ctx.app.services.jobs;
const db = () => ctx.deps.db;
type Row = {
  id: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  updated_at: Date;
  locked_at: Date | null;
};
const jobOf = async (task: string, n: number) =>
  (
    await rowsOf<Row>(
      db(),
      sql`SELECT j.id::text AS id, j.attempts, j.max_attempts, j.last_error, j.run_at, j.updated_at, j.locked_at FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = ${task} AND (j.payload->>'n')::int = ${n}`,
    )
  )[0];
/** Time passes for a job: its next try is due now (the backoff is checked before). */
const dueNow = (id: string) => db().execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE id = ${id}::bigint`);
const adminGet = (query = '') => ctx.app.inject({ method: 'GET', url: `/api/v1/admin/jobs${query}`, headers: admin.auth });

describe('the job queue', () => {
  it('runs a job of a committed transaction once, and never one whose transaction rolled back', async () => {
    await db().transaction(async (tx) => {
      await jobs().enqueue(tx, RECORD, { n: 1 });
    });
    await expect(
      db().transaction(async (tx) => {
        await jobs().enqueue(tx, RECORD, { n: 2 });
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await jobs().drain();
    await jobs().drain();
    expect(seen.filter((n) => n === 1)).toEqual([1]);
    expect(seen).not.toContain(2);
    expect(await jobOf('test:record', 1)).toBeUndefined();
  });

  it('refuses a payload its task does not take, before anything is written', async () => {
    await expect(jobs().enqueue(db(), RECORD, { n: 'three' } as never)).rejects.toThrow();
    expect(await jobOf('test:record', 3)).toBeUndefined();
  });

  it('keeps one waiting job per business key', async () => {
    for (let i = 0; i < 3; i += 1) await jobs().enqueue(db(), RECORD, { n: 4 }, { key: 'record:4', runAt: new Date(Date.now() + 60_000) });
    const [row] = await rowsOf<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = 'record:4'`);
    expect(row!.n).toBe(1);
  });

  it("writes a plain job as graphile-worker's add_job would, for a task it never saw too", async () => {
    // enqueue writes a plain job's row itself (ADR 056): the row must be the library's, column by
    // column, or an upgrade of graphile-worker that changed its table would pass unnoticed.
    const NEW = task(`test:new-${Date.now()}`, z.object({ n: z.number().int() }));
    const runAt = new Date(Date.now() + 3_600_000);
    await jobs().enqueue(db(), NEW, { n: 40 }, { runAt }); // the task's first job: through add_job
    await jobs().enqueue(db(), NEW, { n: 41 }, { runAt }); // then straight into the table
    await db().execute(
      sql`SELECT graphile_worker.add_job(${NEW.name}::text, '{"n":42}'::json, run_at => ${runAt.toISOString()}::timestamptz, max_attempts => ${NEW.maxAttempts}::int)`,
    );
    const rows = await rowsOf<Record<string, unknown>>(
      db(),
      sql`SELECT j.* FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = ${NEW.name} ORDER BY j.id`,
    );
    expect(rows.map((row) => (row.payload as { n: number }).n)).toEqual([40, 41, 42]);
    const comparable = (row: Record<string, unknown>) => {
      const { id: _id, payload: _payload, created_at: _created, updated_at: _updated, ...rest } = row;
      return { ...rest, run_at: new Date(rest.run_at as string).toISOString() };
    };
    expect(comparable(rows[1]!)).toEqual(comparable(rows[2]!));
    expect(comparable(rows[0]!)).toEqual(comparable(rows[2]!));
    await db().execute(
      sql`DELETE FROM graphile_worker._private_jobs WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = ${NEW.name})`,
    );
  });

  it('writes a batch as one by one would: plain rows, keyed ones, a key twice, a task never seen', async () => {
    const NEW = task(`test:batch-${Date.now()}`, z.object({ n: z.number().int() }));
    const runAt = new Date(Date.now() + 3_600_000);
    const at = runAt.toISOString();
    await jobs().enqueueMany(db(), [
      job(NEW, { n: 60 }, { runAt }), // the task's first job: through add_job
      job(RECORD, { n: 61 }, { runAt }),
      job(RECORD, { n: 62 }, { runAt, key: 'batch:62' }),
      job(RECORD, { n: 63 }, { runAt, key: 'batch:twice' }),
      job(RECORD, { n: 64 }, { runAt, key: 'batch:twice' }),
    ]);
    await jobs().enqueueMany(db(), [job(NEW, { n: 65 }, { runAt }), job(NEW, { n: 66 }, { runAt, maxAttempts: 3 })]);
    await expect(jobs().enqueueMany(db(), [job(RECORD, { n: 67 }), job(RECORD, { n: 'x' } as never)])).rejects.toThrow();
    // The same jobs through graphile-worker's own add_job.
    await db().execute(
      sql`SELECT graphile_worker.add_job('test:record', '{"n":71}'::json, run_at => ${at}::timestamptz, max_attempts => ${RECORD.maxAttempts}::int)`,
    );
    await db().execute(
      sql`SELECT graphile_worker.add_job('test:record', '{"n":72}'::json, run_at => ${at}::timestamptz, max_attempts => ${RECORD.maxAttempts}::int, job_key => 'batch:72')`,
    );
    await db().execute(
      sql`SELECT graphile_worker.add_job(${NEW.name}::text, '{"n":75}'::json, run_at => ${at}::timestamptz, max_attempts => ${NEW.maxAttempts}::int)`,
    );
    const rows = await rowsOf<Record<string, unknown>>(
      db(),
      sql`SELECT j.*, t.identifier FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE (t.identifier = ${NEW.name} OR t.identifier = 'test:record') AND (j.payload->>'n')::int BETWEEN 60 AND 79 ORDER BY j.id`,
    );
    const byN = new Map(rows.map((row) => [(row.payload as { n: number }).n, row]));
    expect([...byN.keys()].sort()).toEqual([60, 61, 62, 64, 65, 66, 71, 72, 75]);
    expect(byN.get(64)!.key).toBe('batch:twice');
    expect(byN.get(66)!.max_attempts).toBe(3);
    const comparable = (row: Record<string, unknown>) => {
      const { id: _id, payload: _payload, created_at: _created, updated_at: _updated, key: _key, ...rest } = row;
      return { ...rest, run_at: new Date(rest.run_at as string).toISOString() };
    };
    expect(comparable(byN.get(61)!)).toEqual(comparable(byN.get(71)!));
    expect(comparable(byN.get(62)!)).toEqual(comparable(byN.get(72)!));
    expect(comparable(byN.get(60)!)).toEqual(comparable(byN.get(75)!));
    expect(comparable(byN.get(65)!)).toEqual(comparable(byN.get(75)!));
    await db().execute(
      sql`DELETE FROM graphile_worker._private_jobs WHERE id = ANY(ARRAY[${sql.join(
        rows.map((row) => sql`${String(row.id)}`),
        sql`, `,
      )}]::bigint[])`,
    );
  });

  it('tries a failing job again with growing waits, then keeps it failed for the admin, who tries it again', async () => {
    await jobs().enqueue(db(), FLAKY, { n: 10, fail: 3 });
    await jobs().drain();
    let row = (await jobOf('test:flaky', 10))!;
    expect(row).toMatchObject({ attempts: 1, max_attempts: 3, last_error: 'try 1 of 10 failed' });
    // graphile-worker waits exp(attempts) seconds: about 2.7 s after the first try, 7.4 s after the second.
    const wait = (r: Row) => (new Date(r.run_at).getTime() - new Date(r.updated_at).getTime()) / 1000;
    expect(wait(row)).toBeGreaterThan(2);
    expect(wait(row)).toBeLessThan(4);
    await jobs().drain();
    expect(tries.get(10)).toBe(1); // not due yet
    await dueNow(row.id);
    await jobs().drain();
    row = (await jobOf('test:flaky', 10))!;
    expect(row.attempts).toBe(2);
    expect(wait(row)).toBeGreaterThan(6);
    await dueNow(row.id);
    await jobs().drain();
    row = (await jobOf('test:flaky', 10))!;
    expect(row).toMatchObject({ attempts: 3, max_attempts: 3, last_error: 'try 3 of 10 failed' });

    // Failed for good: it waits for an admin, in the console's counts and list.
    await dueNow(row.id);
    await jobs().drain();
    expect(tries.get(10)).toBe(3);
    const page = (await adminGet('?state=failed&task=test:flaky')).json() as AdminJobs;
    expect(page.counts.find((count) => count.task === 'test:flaky')).toMatchObject({ failed: 1 });
    expect(page.results).toMatchObject([
      { id: row.id, task: 'test:flaky', state: 'failed', attempts: 3, max_attempts: 3, last_error: 'try 3 of 10 failed' },
    ]);

    const retried = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${row.id}/retry`, headers: admin.auth });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: row.id, state: 'retrying', attempts: 3, max_attempts: 4 });
    await jobs().drain();
    expect(tries.get(10)).toBe(4);
    expect(await jobOf('test:flaky', 10)).toBeUndefined();
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?action=job.retry&target_id=${row.id}`,
      headers: admin.auth,
    });
    expect(audit.json().results).toMatchObject([
      { action: 'job.retry', actor_id: admin.id, target_type: 'job', before: { task: 'test:flaky', attempts: 3 } },
    ]);
  });

  it('discards a failed job for good, audit-logged; only a failed one', async () => {
    await jobs().enqueue(db(), FLAKY, { n: 11, fail: 9 }, { maxAttempts: 1 });
    await jobs().enqueue(db(), RECORD, { n: 12 }, { runAt: new Date(Date.now() + 60_000) });
    await jobs().drain();
    const failed = (await jobOf('test:flaky', 11))!;
    const waiting = (await jobOf('test:record', 12))!;
    const post = (id: string, action: string, who = admin) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${id}/${action}`, headers: who.auth });

    const refused = await post(waiting.id, 'discard');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: 'Only a failed job can be tried again or discarded.' });
    expect((await post('999999999', 'retry')).statusCode).toBe(404);
    const customer = await createUser(ctx);
    expect((await post(failed.id, 'discard', customer)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${failed.id}/discard` })).statusCode).toBe(401);
    expect(await jobOf('test:flaky', 11)).toBeDefined();

    expect((await post(failed.id, 'discard')).statusCode).toBe(204);
    expect(await jobOf('test:flaky', 11)).toBeUndefined();
    expect((await post(failed.id, 'discard')).statusCode).toBe(404);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?action=job.discard&target_id=${failed.id}`,
      headers: admin.auth,
    });
    expect(audit.json().results).toHaveLength(1);
  });

  it('validates the list query and the ids', async () => {
    for (const query of ['?state=lost', '?task=DROP%20TABLE', '?cursor=abc', '?limit=0', '?limit=101'])
      expect((await adminGet(query)).statusCode, query).toBe(422);
    for (const id of ['abc', '0', '1'.repeat(19), '-4']) {
      expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${id}/retry`, headers: admin.auth })).statusCode, id).toBe(
        422,
      );
    }
    expect((await adminGet('?state=waiting&limit=1')).statusCode).toBe(200);
  });

  it('frees the job of a worker whose lock is older than the lease, so another runs it', async () => {
    await jobs().enqueue(db(), RECORD, { n: 20 });
    const row = (await jobOf('test:record', 20))!;
    // A process took it two minutes ago and died (SIGKILL: no shutdown to give it back).
    await db().execute(
      sql`UPDATE graphile_worker._private_jobs SET locked_at = now() - interval '2 minutes', locked_by = 'worker-dead' WHERE id = ${row.id}::bigint`,
    );
    await jobs().drain();
    expect(seen).not.toContain(20);
    expect(await jobs().reclaim()).toBe(1);
    await jobs().drain();
    expect(seen.filter((n) => n === 20)).toEqual([20]);
  });

  it('cuts a try off at its timeout and counts it as failed', async () => {
    await jobs().enqueue(db(), SLOW, {}, { key: 'slow' });
    const started = Date.now();
    await jobs().drain();
    expect(Date.now() - started).toBeLessThan(1500);
    const [row] = await rowsOf<{ attempts: number; last_error: string }>(
      db(),
      sql`SELECT attempts, last_error FROM graphile_worker.jobs WHERE key = 'slow'`,
    );
    expect(row).toMatchObject({ attempts: 1, last_error: expect.stringContaining('test:slow took longer than 100 ms') });
  });

  it('gives back at once, on stop, the jobs its batch held while every worker was busy, with no error', async () => {
    // A runner of its own (the app's tests run none): two workers, batches of 8. Six jobs come in one
    // fetch; two run (slowly) and four wait in the runner's local queue (ADR 070) when it stops.
    const HELD = task('test:held', z.object({ n: z.number().int() }), { timeoutMs: 10_000 });
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    const runner = createJobQueue({
      database: ctx.deps.database,
      log,
      config: { concurrency: 2, leaseMs: 60_000, pollMs: 500, batchSize: 8 },
    });
    const started: number[] = [];
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    runner.handle(HELD, async ({ n }) => {
      started.push(n);
      await finished;
    });
    await db().transaction((tx) =>
      jobs().enqueueMany(
        tx,
        [91, 92, 93, 94, 95, 96].map((n) => job(HELD, { n })),
      ),
    );
    const held = () =>
      rowsOf<{ n: number; attempts: number; locked_at: Date | null; locked_by: string | null }>(
        db(),
        sql`SELECT (j.payload->>'n')::int AS n, j.attempts, j.locked_at, j.locked_by FROM graphile_worker._private_jobs j
            JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'test:held' ORDER BY 1`,
      );
    let unlockRows = () => Promise.resolve();
    await runner.start();
    try {
      for (let wait = 0; wait < 500 && (started.length < 2 || (await held()).some((row) => row.locked_at === null)); wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(started).toHaveLength(2);
      expect((await held()).map((row) => row.locked_at !== null)).toEqual([true, true, true, true, true, true]);
      if (dbKind === 'postgres') {
        // Another session holds the four's rows for a moment, so giving them back waits for it:
        // stop() must wait too, for its caller closes the database next.
        const other = await ctx.deps.database.pgPool.connect();
        await other.query('BEGIN');
        await other.query(`SELECT 1 FROM graphile_worker._private_jobs WHERE payload->>'n' = ANY($1::text[]) FOR UPDATE`, [
          [91, 92, 93, 94, 95, 96].filter((n) => !started.includes(n)).map(String),
        ]);
        unlockRows = () => other.query('COMMIT').then(() => other.release());
      }
    } finally {
      // Stopped while both workers are busy; they finish a moment later, within the drain time.
      const stopping = runner.stop(10_000);
      setTimeout(finish, 300);
      setTimeout(() => void unlockRows(), 600);
      await stopping;
    }
    // Now, not after the lease: the four never started are free for any process, their try not counted.
    const rows = await held();
    expect(started).toHaveLength(2);
    expect(rows.map((row) => row.n)).toEqual([91, 92, 93, 94, 95, 96].filter((n) => !started.includes(n)));
    expect(rows.map(({ attempts, locked_at, locked_by }) => ({ attempts, locked_at, locked_by }))).toEqual(
      Array.from({ length: 4 }, () => ({ attempts: 0, locked_at: null, locked_by: null })),
    );
    expect(lines).toEqual([]);
    await db().execute(sql`DELETE FROM graphile_worker._private_jobs WHERE payload->>'n' IN ('91', '92', '93', '94', '95', '96')`);
  });
});
