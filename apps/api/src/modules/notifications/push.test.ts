import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@dwa/db/client';
import { PUSH_MESSAGES as M } from '@dwa/shared/push';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { chatRequests, createConversation } from '../../../test/factories/conversations';
import { createListing } from '../../../test/factories/listings';
import { createUser, type TestUser } from '../../../test/factories/users';
import { sandboxPush } from '../../../test/local-push-service';

// Web push (issue 33, ADR 064) through the sandbox sender: the endpoints (public key, my devices,
// subscribe, unsubscribe, per-kind choices) and the push a notification sends to a person's devices.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who ? who.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const { browserSubscription, subscribe, pushedTo } = sandboxPush(() => ctx.app);
const issues = (res: { json: () => unknown }) => (res.json() as { detail: { msg: string }[] }).detail.map((issue) => issue.msg);

describe('the public key', () => {
  it('is the VAPID public key, for anyone', async () => {
    const res = await call('GET', '/push/public-key', null);
    expect(res.statusCode).toBe(200);
    expect(res.json().public_key).toMatch(/^[\w-]{87}$/);
    expect(res.json().public_key).toBe(ctx.deps.config.push.vapid?.publicKey);
  });
});

describe('subscriptions', () => {
  it('registers several devices, the same endpoint again only once, and lists mine', async () => {
    const user = await createUser(ctx);
    const first = await subscribe(user);
    const second = await subscribe(user);
    const again = await call('POST', '/push/subscriptions', user, { ...first, keys: browserSubscription().keys });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.id);
    const mine = (await call('GET', '/push/subscriptions', user)).json() as { id: number; endpoint: string }[];
    expect(mine.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    expect((await call('GET', '/push/subscriptions', await createUser(ctx))).json()).toEqual([]);
  });

  it('moves an endpoint to the account that registers it last (a shared device)', async () => {
    const [a, b] = [await createUser(ctx), await createUser(ctx)];
    const device = await subscribe(a);
    expect((await call('POST', '/push/subscriptions', b, device)).statusCode).toBe(201);
    expect((await call('GET', '/push/subscriptions', a)).json()).toEqual([]);
    expect(((await call('GET', '/push/subscriptions', b)).json() as unknown[]).length).toBe(1);
  });

  it('refuses what is not a browser subscription with 422', async () => {
    const user = await createUser(ctx);
    const good = browserSubscription();
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'http://push.example.test/x' }, M.endpoint],
      [{ ...good, endpoint: 'not a url' }, M.endpoint],
      [{ ...good, endpoint: `https://push.example.test/${'a'.repeat(2100)}` }, M.endpoint],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, M.p256dh],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth}xx` } }, M.auth],
      [{ ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } }, M.auth],
      [{ endpoint: good.endpoint }, M.keys],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/push/subscriptions', user, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(issues(res)).toContain(message);
    }
    expect((await call('GET', '/push/subscriptions', user)).json()).toEqual([]);
  });

  it('asks for a sign-in', async () => {
    expect((await call('POST', '/push/subscriptions', null, browserSubscription())).statusCode).toBe(401);
    expect((await call('GET', '/push/subscriptions', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/push/subscriptions/1', null)).statusCode).toBe(401);
    expect((await call('POST', '/push/unsubscribe', null, { endpoint: 'https://push.example.test/1' })).statusCode).toBe(401);
  });

  it('deletes my own, by id or by endpoint; a stranger\u2019s attempt is a 404 and changes nothing', async () => {
    const [owner, stranger] = [await createUser(ctx), await createUser(ctx)];
    const [one, two] = [await subscribe(owner), await subscribe(owner)];
    const byStranger = await call('DELETE', `/push/subscriptions/${one.id}`, stranger);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().detail).toBe(M.notFound);
    expect((await call('POST', '/push/unsubscribe', stranger, { endpoint: two.endpoint })).statusCode).toBe(404);
    expect(((await call('GET', '/push/subscriptions', owner)).json() as unknown[]).length).toBe(2);

    expect((await call('DELETE', `/push/subscriptions/${one.id}`, owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/push/subscriptions/${one.id}`, owner)).statusCode).toBe(404);
    expect((await call('POST', '/push/unsubscribe', owner, { endpoint: two.endpoint })).statusCode).toBe(204);
    expect((await call('GET', '/push/subscriptions', owner)).json()).toEqual([]);
  });

  it('refuses a malformed id or endpoint', async () => {
    const user = await createUser(ctx);
    expect((await call('DELETE', '/push/subscriptions/abc', user)).statusCode).toBe(422);
    expect((await call('POST', '/push/unsubscribe', user, { endpoint: 42 })).statusCode).toBe(422);
  });
});

describe('per-kind choices', () => {
  const ALL_ON = { messages: true, orders: true, deliveries: true, rides: true, alerts: true };

  it('start all on; a change keeps the kinds it does not name, and stays', async () => {
    const user = await createUser(ctx);
    expect((await call('GET', '/push/preferences', user)).json()).toEqual(ALL_ON);
    const changed = await call('PUT', '/push/preferences', user, { rides: false, alerts: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ ...ALL_ON, rides: false, alerts: false });
    expect((await call('PUT', '/push/preferences', user, { alerts: true })).json()).toEqual({ ...ALL_ON, rides: false });
    expect((await call('GET', '/push/preferences', user)).json()).toEqual({ ...ALL_ON, rides: false });
    // The in-app choices are their own.
    expect((await call('GET', '/notification-preferences', user)).json()).toMatchObject({ new_message: true });
  });

  it('refuses unknown kinds, what is not on or off, and an empty change', async () => {
    const user = await createUser(ctx);
    for (const bad of [{ messages: 'no' }, { sms: true }, { messages: null }]) {
      const res = await call('PUT', '/push/preferences', user, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(issues(res)).toEqual([M.choice]);
    }
    expect(issues(await call('PUT', '/push/preferences', user, {}))).toEqual([M.empty]);
    expect((await call('GET', '/push/preferences', null)).statusCode).toBe(401);
    expect((await call('PUT', '/push/preferences', null, { messages: false })).statusCode).toBe(401);
  });
});

describe('what a notification pushes', () => {
  it('a chat message queues a push job for each of the recipient\u2019s devices, opening the conversation', async () => {
    const { a, b, id } = await createConversation(ctx);
    const [phone, laptop] = [await subscribe(b), await subscribe(b)];
    await ctx.app.services.jobs.drain();
    expect((await chatRequests(ctx, a).send(id, 'Is the phone still available?')).statusCode).toBe(201);
    const [queued] = await rowsOf<{ n: number }>(
      ctx.deps.db,
      sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'push:send' AND (j.payload->>'subscription_id')::int IN (${phone.id}, ${laptop.id})`,
    );
    expect(queued?.n).toBe(2);
    await ctx.app.services.jobs.drain();

    const pushed = await pushedTo(b);
    expect(pushed.map((push) => push.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(pushed[0]!.payload).toMatchObject({
      kind: 'messages',
      body: 'Is the phone still available?',
      url: `/messages?conversation=${id}`,
    });
    expect(pushed[0]!.payload.title).toContain(a.name);
    expect(pushed[0]!).toMatchObject({ ttl: 86_400, urgency: 'high' });
    expect(await pushedTo(a)).toEqual([]);
  });

  it('keeps a long message under 4 KB', async () => {
    const { a, b, id } = await createConversation(ctx);
    await subscribe(b);
    expect((await chatRequests(ctx, a).send(id, '\u{1F600}'.repeat(3900))).statusCode).toBe(201);
    await ctx.app.services.jobs.drain();
    const [push] = await pushedTo(b);
    expect(Buffer.byteLength(JSON.stringify(push!.payload))).toBeLessThan(3100);
    expect(push!.payload.body!.endsWith('\u2026')).toBe(true);
  });

  it('sends nothing of a kind the person turned off, and the in-app notification still comes', async () => {
    const { a, b, id } = await createConversation(ctx);
    await subscribe(b);
    expect((await call('PUT', '/push/preferences', b, { messages: false })).statusCode).toBe(200);
    expect((await chatRequests(ctx, a).send(id, 'Hello?')).statusCode).toBe(201);
    await ctx.app.services.jobs.drain();
    expect(await pushedTo(b)).toEqual([]);
    const notices = (await call('GET', '/notifications', b)).json() as { results: { kind: string }[] };
    expect(notices.results.map((notice) => notice.kind)).toContain('message');
  });

  it('sends nothing when the in-app topic is off either', async () => {
    const { a, b, id } = await createConversation(ctx);
    await subscribe(b);
    expect((await call('PUT', '/notification-preferences', b, { new_message: false })).statusCode).toBe(200);
    expect((await chatRequests(ctx, a).send(id, 'Hello?')).statusCode).toBe(201);
    await ctx.app.services.jobs.drain();
    expect(await pushedTo(b)).toEqual([]);
  });

  it('a saved-search alert is pushed as an alert, opening the listing, unless alerts are off', async () => {
    const seller = await createUser(ctx, { userType: 'SELLER' });
    const [keen, quiet] = [await createUser(ctx), await createUser(ctx)];
    const word = `kente${Date.now().toString(36)}`;
    for (const buyer of [keen, quiet]) {
      const saved = await call('POST', '/saved-searches', buyer, { query: { q: word }, frequency: 'instant' });
      expect(saved.statusCode, saved.body).toBe(201);
      await subscribe(buyer);
    }
    expect((await call('PUT', '/push/preferences', quiet, { alerts: false })).statusCode).toBe(200);
    const id = await createListing(ctx, seller, { title: `Kente cloth ${word}` });
    await ctx.app.services.jobs.drain();
    await ctx.app.services.jobs.drain();
    const [alert] = await pushedTo(keen);
    expect(alert).toMatchObject({ urgency: 'low', ttl: 172_800, payload: { kind: 'alerts', url: `/listing/${id}` } });
    expect(await pushedTo(quiet)).toEqual([]);
  });

  it("an ad's expiry reminder reaches its owner's phone as an alert (ADR 066)", async () => {
    const owner = await createUser(ctx, { userType: 'SELLER' });
    await subscribe(owner);
    const id = await createListing(ctx, owner, { title: 'Fridge, barely used' });
    await ctx.deps.db.execute(sql`UPDATE listings SET expires_at = now() + interval '2 days' WHERE id = ${id}`);
    await ctx.app.services.jobs.drain();
    await ctx.app.services.listingExpiry.runExpiry();
    await ctx.app.services.jobs.drain();
    const pushed = await pushedTo(owner);
    expect(pushed.map((push) => push.payload.kind)).toEqual(['alerts']);
  });

  it('deletes a subscription the push service answers 410 for, and keeps one that is only down', async () => {
    const { a, b, id } = await createConversation(ctx);
    const [gone, down] = [await subscribe(b), await subscribe(b)];
    for (const [endpoint, mode] of [
      [gone.endpoint, 'gone'],
      [down.endpoint, 'down'],
    ] as const) {
      expect((await call('PUT', '/dev/push-outage', null, { endpoint, mode })).statusCode).toBe(204);
    }
    expect((await chatRequests(ctx, a).send(id, 'Hello?')).statusCode).toBe(201);
    await ctx.app.services.jobs.drain();
    const left = (await call('GET', '/push/subscriptions', b)).json() as { id: number }[];
    expect(left.map((row) => row.id)).toEqual([down.id]);
    const [retrying] = await rowsOf<{ attempts: number; last_error: string }>(
      ctx.deps.db,
      sql`SELECT j.attempts, j.last_error FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'push:send' AND (j.payload->>'subscription_id')::int = ${down.id}`,
    );
    expect(retrying?.attempts).toBe(1);
    expect(retrying?.last_error).toContain('not answering');
    expect(await pushedTo(b)).toEqual([]);
  });
});
