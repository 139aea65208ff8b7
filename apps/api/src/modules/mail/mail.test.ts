import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '@dwa/db/schema';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { freePort } from '../../../test/server-process';
import { createUser } from '../../../test/factories/users';

// Mail goes out as a job of the transaction that decides it (ADR 056): through SMTP, against a local
// SMTP server that refuses while it is "down" and accepts once it is back, the mail arrives once,
// after it came back; a mail that fails its last try is kept as failed; the sandbox (no SMTP_URL)
// can be made to refuse one address in development and tests.

type Received = { to: string; subject: string; raw: string };

function smtpStandIn() {
  const received: Received[] = [];
  let down = true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (down) {
        const error = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
          raw,
        });
        callback();
      });
    },
  });
  return {
    received,
    setDown: (value: boolean) => void (down = value),
    listen: (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const smtp = smtpStandIn();
let ctx: TestContext;

beforeAll(async () => {
  const port = await freePort();
  await smtp.listen(port);
  ctx = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailMaxAttempts: 3 } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const mailTo = async (to: string) => (await ctx.deps.db.select().from(mails).where(eq(mails.to, to)))[0];
/** Time passes: the mail's next try is due now (its backoff is graphile-worker's, tested in lib/jobs.test.ts). */
const nextTryDue = () => ctx.deps.db.execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL`);

describe('mail through SMTP', () => {
  it('waits out a mail server that is down and delivers once it is back, once', async () => {
    const user = await createUser(ctx, { name: 'Akosua Mensah' });
    smtp.setDown(true);
    const asked = await ctx.app.inject({ method: 'POST', url: '/api/v1/password/request-reset-code', payload: { email: user.email } });
    expect(asked.statusCode).toBe(200);

    await ctx.app.services.jobs.drain();
    expect(smtp.received).toHaveLength(0);
    let row = (await mailTo(user.email))!;
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row.lastError).toContain('421');

    smtp.setDown(false);
    await nextTryDue();
    await ctx.app.services.jobs.drain();
    await nextTryDue();
    await ctx.app.services.jobs.drain();
    expect(smtp.received.filter((mail) => mail.to === user.email)).toHaveLength(1);
    expect(smtp.received[0]!.subject).toMatch(/^Your Dwa password reset code: \d{6}$/);
    expect(smtp.received[0]!.raw).toContain(`Message-ID: <mail-${row.id}@`);
    row = (await mailTo(user.email))!;
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // A one-time code is not kept once delivered.
    expect(row.text).toBe('');
    expect(row.subject).not.toMatch(/\d{6}/);
  });

  it('marks a mail failed after its last try, for the admin console', async () => {
    const user = await createUser(ctx);
    smtp.setDown(true);
    await ctx.app.services.mail.queue(ctx.deps.db, {
      to: user.email,
      template: 'notice',
      notice: { key: 'orderAccepted', params: { number: 'DWA-000001' } },
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await ctx.app.services.jobs.drain();
      await nextTryDue();
    }
    expect(await mailTo(user.email)).toMatchObject({ status: 'failed', attempts: 3 });
    const failed = (await ctx.app.services.jobs.list({ state: 'failed', task: 'mail:send', limit: 10 })).map((job) => job.key);
    const row = (await mailTo(user.email))!;
    expect(failed).toContain(`mail:${row.id}`);
    smtp.setDown(false);
  });

  it('sends multipart/alternative (plain text, then HTML) with the extra headers, in the language asked', async () => {
    smtp.setDown(false);
    const to = 'digest-reader@example.com';
    const unsubscribe = 'https://dwa.example/unsubscribe/saved-searches/9?token=5.abc';
    await ctx.app.services.mail.queue(ctx.deps.db, {
      to,
      locale: 'fr',
      template: 'digest',
      name: 'Awa',
      search: 'Tom & "Jerry" <b>',
      frequency: 'daily',
      listings: [{ title: 'Pagne <script>x</script>', pricePesewas: 150_000, url: 'https://dwa.example/listing/1', image: null }],
      more: 0,
      searchUrl: 'https://dwa.example/listings?q=pagne',
      unsubscribeUrl: unsubscribe,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
    await ctx.app.services.jobs.drain();
    const mail = smtp.received.find((each) => each.to === to)!;
    const raw = mail.raw.replace(/\r\n/g, '\n');
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    // A long header may be folded onto the next line (RFC 5322): unfolded, it is the URL in <>.
    expect(raw.replace(/\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: +<https:\/\/dwa\.example\/unsubscribe\/saved-searches\/9\?token=5\.abc>$/m,
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const plain = raw.indexOf('Content-Type: text/plain; charset=utf-8');
    const html = raw.indexOf('Content-Type: text/html; charset=utf-8');
    expect(plain).toBeGreaterThan(0);
    expect(html).toBeGreaterThan(plain);
    // The subject in French (RFC 2047-encoded on the wire).
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect((await mailTo(to))!.subject).toBe('Nouvelles annonces pour votre recherche enregistrée « Tom & "Jerry" <b> »');
  });

  it('sends nothing for a change that rolled back', async () => {
    const before = smtp.received.length;
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await ctx.app.services.mail.queue(tx, {
          to: 'nobody@example.com',
          template: 'notice',
          notice: { key: 'orderAccepted', params: { number: 'DWA-000002' } },
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.app.services.jobs.drain();
    expect(smtp.received.length).toBe(before);
    expect(await mailTo('nobody@example.com')).toBeUndefined();
  });
});

describe('the mail sandbox', () => {
  let dev: TestContext;
  beforeAll(async () => {
    dev = await createTestApp();
  });
  afterAll(() => dev.close());

  it('refuses one address while it is down, then delivers to the outbox', async () => {
    const user = await createUser(dev, { verified: false });
    const outage = (to: unknown, down: unknown) => dev.app.inject({ method: 'PUT', url: '/api/v1/dev/mail-outage', payload: { to, down } });
    expect((await outage(user.email.toUpperCase(), true)).statusCode).toBe(204);
    await dev.app.inject({ method: 'POST', url: `/api/v1/otp/send?user_id=${user.id}` });
    await dev.app.services.jobs.drain();
    const outbox = () => dev.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?to=${encodeURIComponent(user.email)}` });
    expect((await outbox()).json()).toEqual([]);
    const [row] = await dev.deps.db.select().from(mails).where(eq(mails.to, user.email));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toContain('not answering');

    expect((await outage(user.email, false)).statusCode).toBe(204);
    await dev.deps.db.execute(sql`UPDATE graphile_worker._private_jobs SET run_at = now() WHERE locked_at IS NULL`);
    await dev.app.services.jobs.drain();
    expect((await outbox()).json()).toHaveLength(1);

    for (const body of [{ to: 'not an address', down: true }, { to: user.email, down: 'yes' }, {}]) {
      expect((await dev.app.inject({ method: 'PUT', url: '/api/v1/dev/mail-outage', payload: body })).statusCode).toBe(422);
    }
  });

  it('is not there in production', async () => {
    const production = await createTestApp({ config: { isProduction: true } });
    try {
      expect(
        (await production.app.inject({ method: 'PUT', url: '/api/v1/dev/mail-outage', payload: { to: 'a@example.com', down: true } }))
          .statusCode,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});
