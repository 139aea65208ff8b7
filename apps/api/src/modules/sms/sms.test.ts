import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { startStandIn } from '../../../test/stand-in-server';

// The sms:send job: through the sandbox (its outage), a provider's permanent refusal, a rollback.

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ config: { sms: { provider: 'sandbox', sender: 'Dwa', maxAttempts: 3 } } });
});
afterAll(() => ctx.close());

const rowOf = async (to: string) => (await ctx.deps.db.select().from(smsMessages).where(eq(smsMessages.to, to)))[0];
/** Time passes: the next try is due now (the backoff is graphile-worker's, tested in lib/jobs.test.ts). */
const nextTryDue = () => ctx.deps.db.execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL`);
const outbox = async (to: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/sms?to=${encodeURIComponent(to)}` })).json() as { to: string; text: string }[];

describe('sms:send', () => {
  it('waits out a network that is down and sends once it is back, once, wiping a code', async () => {
    const to = '+233541110001';
    ctx.app.services.smsSandbox.set(to, true);
    await ctx.app.services.sms.queue(ctx.deps.db, { to, text: '123456 is your Dwa code.', sensitive: true });
    await ctx.app.services.jobs.drain();
    expect(await rowOf(to)).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await rowOf(to))!.lastError).toContain('not answering');

    ctx.app.services.smsSandbox.set(to, false);
    await nextTryDue();
    await ctx.app.services.jobs.drain();
    await nextTryDue();
    await ctx.app.services.jobs.drain();
    expect(await outbox(to)).toEqual([expect.objectContaining({ to, text: '123456 is your Dwa code.' })]);
    const row = (await rowOf(to))!;
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(row.providerId).toMatch(/^sandbox-\d+$/);
    expect(row.text).not.toContain('123456');
  });

  it('marks a message failed after its last try', async () => {
    const to = '+233541110002';
    ctx.app.services.smsSandbox.set(to, true);
    await ctx.app.services.sms.queue(ctx.deps.db, { to, text: 'Your order is on its way.' });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await ctx.app.services.jobs.drain();
      await nextTryDue();
    }
    expect(await rowOf(to)).toMatchObject({ status: 'failed', attempts: 3, text: 'Your order is on its way.' });
    ctx.app.services.smsSandbox.set(to, false);
  });

  it('sends nothing for a change that rolled back', async () => {
    const to = '+233541110003';
    await ctx.deps.db
      .transaction(async (tx) => {
        await ctx.app.services.sms.queue(tx, { to, text: 'never' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await ctx.app.services.jobs.drain();
    expect(await rowOf(to)).toBeUndefined();
    expect(await outbox(to)).toEqual([]);
  });

  it("stops at a provider's permanent refusal without trying again (SMS_PROVIDER=arkesel)", async () => {
    let tries = 0;
    const standIn = await startStandIn(() => {
      tries += 1;
      return { status: 401, body: { status: 'error', message: 'Invalid API key' } };
    });
    const arkesel = await createTestApp({
      config: { sms: { provider: 'arkesel', sender: 'Dwa', maxAttempts: 5, arkesel: { apiKey: 'revoked-key-1', baseUrl: standIn.url } } },
    });
    try {
      expect(arkesel.app.services.sms.provider).toBe('arkesel');
      const to = '+233541110004';
      await arkesel.app.services.sms.queue(arkesel.deps.db, { to, text: 'hello' });
      await arkesel.app.services.jobs.drain();
      await arkesel.deps.db.execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL`);
      await arkesel.app.services.jobs.drain();
      expect(tries).toBe(1);
      const [row] = await arkesel.deps.db.select().from(smsMessages).where(eq(smsMessages.to, to));
      expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'Arkesel refused the message: Invalid API key' });
    } finally {
      await arkesel.close();
      await standIn.close();
    }
  }, 90_000); // A second app starts inside the test: 24-31 s of the 30 s default on a loaded machine.
});
