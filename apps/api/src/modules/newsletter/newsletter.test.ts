import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions, outbox } from '@dwa/db/schema';
import { NEWSLETTER_MESSAGES as M } from '@dwa/shared/newsletter';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let ipCounter = 0;
/** Each test asks from its own address, so the per-IP limit of one test does not reach another. */
const newIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, ip = newIp()) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/newsletter/${url}`, payload: payload as object, remoteAddress: ip });
const subscribe = (email: unknown, ip?: string) => post('subscriptions', { email }, ip);
const rowOf = async (email: string) =>
  (await ctx.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
/** The mail that reached this address, once the queued mail jobs ran. */
async function mailsTo(email: string) {
  await ctx.app.services.jobs.drain();
  // In the order they were queued: without ORDER BY, PostgreSQL may answer in any order.
  return ctx.deps.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
}
let emailCounter = 0;
const newEmail = () => `reader${++emailCounter}.${Date.now()}@example.com`;

/** The confirm and unsubscribe tokens of the newest mail to this address. */
async function linksMailedTo(email: string): Promise<{ confirm: string; unsubscribe: string }> {
  const mails = await mailsTo(email);
  const text = mails.at(-1)?.text ?? '';
  const confirm = /newsletter\?confirm=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const unsubscribe = /newsletter\?unsubscribe=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!confirm || !unsubscribe) throw new Error(`no newsletter links mailed to ${email}`);
  return { confirm, unsubscribe };
}

describe('POST /api/v1/newsletter/subscriptions', () => {
  it('keeps the address pending and mails a confirmation link and an unsubscribe link', async () => {
    const email = newEmail();
    const res = await subscribe(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: 'pending', message: M.checkInbox });
    expect(await rowOf(email)).toMatchObject({ status: 'pending', confirmedAt: null });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Confirm your subscription to the Dwa newsletter');
    const links = await linksMailedTo(email);
    expect(links.confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed: the token itself is nowhere in the row.
    expect(JSON.stringify(await rowOf(email))).not.toContain(links.confirm);
  });

  it('answers the same for a subscribed address and mails it nothing', async () => {
    const email = newEmail();
    await subscribe(email);
    expect((await post('confirm', { token: (await linksMailedTo(email)).confirm })).statusCode).toBe(200);
    const again = await subscribe(email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ status: 'pending', message: M.checkInbox });
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await rowOf(email))?.status).toBe('subscribed');
  });

  it('a second request while pending sends a new link, and the first stops working', async () => {
    const email = newEmail();
    await subscribe(email);
    const first = await linksMailedTo(email);
    await subscribe(email);
    const second = await linksMailedTo(email);
    expect(second.confirm).not.toBe(first.confirm);
    const old = await post('confirm', { token: first.confirm });
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toBe(M.badLink);
    expect((await post('confirm', { token: second.confirm })).json()).toEqual({ status: 'subscribed', message: M.confirmed });
  });

  it('validates the address with the shared messages and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [undefined, 'Enter your email.'],
      ['', 'Enter your email.'],
      ['not-an-email', 'Enter a valid email address.'],
      [`${'a'.repeat(250)}@x.com`, 'Email is too long.'],
      [42, 'Enter your email.'],
    ];
    for (const [email, message] of cases) {
      const res = await subscribe(email);
      expect(res.statusCode, String(email)).toBe(422);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect(await mailsTo('not-an-email')).toHaveLength(0);
  });

  it('mails one address at most 3 times an hour, and one IP subscribes at most 10 addresses', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i += 1) expect((await subscribe(email)).statusCode).toBe(202);
    const limited = await subscribe(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await mailsTo(email)).toHaveLength(3);

    const ip = newIp();
    for (let i = 0; i < 10; i += 1) expect((await subscribe(newEmail(), ip)).statusCode).toBe(202);
    const tooMany = await subscribe(newEmail(), ip);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().detail).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });
});

describe('POST /api/v1/newsletter/confirm and /unsubscribe', () => {
  it('confirming subscribes once; the link then stops working', async () => {
    const email = newEmail();
    await subscribe(email);
    const { confirm } = await linksMailedTo(email);
    const res = await post('confirm', { token: confirm });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'subscribed', message: M.confirmed });
    expect(await rowOf(email)).toMatchObject({ status: 'subscribed', confirmTokenHash: null });
    expect((await rowOf(email))?.confirmedAt).toBeInstanceOf(Date);
    expect((await post('confirm', { token: confirm })).statusCode).toBe(400);
  });

  it('a confirmation link older than 7 days is refused and subscribes nobody', async () => {
    const email = newEmail();
    await subscribe(email);
    const { confirm } = await linksMailedTo(email);
    await ctx.deps.db
      .update(newsletterSubscriptions)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    const res = await post('confirm', { token: confirm });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(M.badLink);
    expect((await rowOf(email))?.status).toBe('pending');
  });

  it('unsubscribing works while pending or subscribed, and again; subscribing later starts over', async () => {
    const email = newEmail();
    await subscribe(email);
    const { confirm, unsubscribe } = await linksMailedTo(email);
    await post('confirm', { token: confirm });
    const res = await post('unsubscribe', { token: unsubscribe });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'unsubscribed', message: M.unsubscribed });
    const at = (await rowOf(email))?.unsubscribedAt;
    expect(at).toBeInstanceOf(Date);
    expect((await post('unsubscribe', { token: unsubscribe })).json()).toEqual({ status: 'unsubscribed', message: M.unsubscribed });
    expect((await rowOf(email))?.unsubscribedAt).toEqual(at);

    expect((await subscribe(email)).statusCode).toBe(202);
    expect(await rowOf(email)).toMatchObject({ status: 'pending', unsubscribedAt: null });
    // The old unsubscribe link belonged to the old subscription.
    expect((await post('unsubscribe', { token: unsubscribe })).statusCode).toBe(400);
    const fresh = await linksMailedTo(email);
    expect((await post('unsubscribe', { token: fresh.unsubscribe })).statusCode).toBe(200);
  });

  it('refuses unknown, missing and malformed tokens with a clear message', async () => {
    // A well-formed token that matches nothing is 400; a malformed one fails the schema (422).
    const cases: [unknown, number, string][] = [
      [{ token: 'A'.repeat(43) }, 400, M.badLink],
      [{ token: 'not a token!' }, 422, M.badLink],
      [{ token: 'x'.repeat(500) }, 422, M.badLink],
      [{ token: '' }, 422, M.missingToken],
      [{}, 422, M.missingToken],
      [{ token: 12 }, 422, M.missingToken],
    ];
    for (const url of ['confirm', 'unsubscribe']) {
      for (const [payload, status, message] of cases) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}`).toBe(status);
        expect(JSON.stringify(res.json())).toContain(message);
      }
    }
  });

  it('one IP follows at most 30 links in 15 minutes', async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i += 1) expect((await post('confirm', { token: `guess${i}` }, ip)).statusCode).toBe(400);
    expect((await post('unsubscribe', { token: 'guess' }, ip)).statusCode).toBe(429);
  });
});
