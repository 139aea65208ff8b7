import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';

// Shutdown drains the process's own work too: a run of the periodic jobs (payment polls, lapsed
// orders) that is under way when the server closes finishes before the database is closed, instead
// of failing with "Cannot use a pool after calling end" half-way (issue 18).
describe('shutdown', () => {
  it('waits for a run of the background jobs under way before the database closes', async () => {
    const ctx = await createTestApp({ config: { backgroundJobs: true } });
    let started = false;
    let outcome: 'finished' | Error | undefined;
    ctx.app.services.runJobs = async () => {
      started = true;
      try {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await ctx.deps.db.execute(sql`select 1`);
        outcome = 'finished';
      } catch (error) {
        outcome = error as Error;
      }
    };
    // The first run starts within one interval (3 s).
    const deadline = Date.now() + 10_000;
    while (!started && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(true);

    await ctx.close();
    expect(outcome).toBe('finished');
  }, 20_000);
});
