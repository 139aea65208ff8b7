import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { task } from './lib/jobs';
import { createTestApp } from '../test/helpers';

// Shutdown drains the process's own work too: a job that is running when the server closes
// finishes before the database is closed, instead of failing with "Cannot use a pool after calling
// end" half-way (issue 18); the runner takes no new job meanwhile (ADR 056).
const SLOW = task('test:slow', z.object({ n: z.number() }));

describe('shutdown', () => {
  it('lets a running job finish before the database closes, and takes no new one', async () => {
    let started = 0;
    let outcome: 'finished' | Error | undefined;
    const ctx = await createTestApp({
      config: { backgroundJobs: true },
      extend: (app) =>
        app.services.jobs.handle(SLOW, async () => {
          started += 1;
          try {
            await new Promise((resolve) => setTimeout(resolve, 400));
            await app.deps.db.execute(sql`select 1`);
            outcome = 'finished';
          } catch (error) {
            outcome = error as Error;
          }
        }),
    });
    await ctx.app.services.jobs.enqueue(ctx.deps.db, SLOW, { n: 1 });
    // The runner hears of the job at once (LISTEN/NOTIFY) and starts it.
    const deadline = Date.now() + 10_000;
    while (started === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toBe(1);
    await ctx.app.services.jobs.enqueue(ctx.deps.db, SLOW, { n: 2 }, { runAt: new Date(Date.now() + 200) });

    await ctx.close();
    expect(outcome).toBe('finished');
    expect(started).toBe(1);
  }, 60_000); // The app itself starts in this time too: over 10 s on a loaded machine.
});
