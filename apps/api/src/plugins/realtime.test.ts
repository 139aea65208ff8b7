import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents } from '@dwa/db/schema';
import { WS_CLOSE } from '@dwa/shared/realtime';
import { buildApp } from '../app';
import { createTestApp, dbKind, type TestApp, type TestContext } from '../../test/helpers';
import { createUser, type TestUser } from '../../test/factories/users';
import { connectWs, listenUrl } from '../../test/ws-client';
import { expectFanOut } from '../../test/realtime-fan-out';
import { chunkIds, parseNotification } from './realtime-pubsub';

// The WebSocket hub: the auth handshake of docs/realtime.md, publish through LISTEN/NOTIFY (also
// between two app instances on one database), presence, and a clean shutdown.

let ctx: TestContext;
let other: TestApp;
let url: string;
let otherUrl: string;
let ama: TestUser;
let kofi: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  // A second API process on the same database (on PGlite, the same embedded instance).
  other = await buildApp(ctx.deps);
  url = await listenUrl(ctx.app);
  otherUrl = await listenUrl(other);
  ama = await createUser(ctx, { name: 'Ama' });
  kofi = await createUser(ctx, { name: 'Kofi' });
});

afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

describe('the auth handshake', () => {
  it('answers ready to a first auth frame, and pong to ping', async () => {
    const client = await connectWs(url);
    client.send({ type: 'auth', token: ama.token });
    expect(await client.next('ready')).toEqual({ type: 'ready', user_id: ama.id });
    client.send({ type: 'ping' });
    expect(await client.next('pong')).toEqual({ type: 'pong' });
    await client.close();
  });

  it('accepts the token in the bearer subprotocol and selects bearer', async () => {
    const client = await connectWs(url, { protocols: ['bearer', ama.token] });
    expect(await client.next('ready')).toEqual({ type: 'ready', user_id: ama.id });
    expect(client.socket.protocol).toBe('bearer');
    await client.close();
  });

  it('closes with 4401 on a bad token, or when the first frame is not auth', async () => {
    const bad = await connectWs(url);
    bad.send({ type: 'auth', token: 'not-a-token' });
    expect((await bad.closed).code).toBe(WS_CLOSE.unauthorized);

    const early = await connectWs(url);
    early.send({ type: 'ping' });
    expect((await early.closed).code).toBe(WS_CLOSE.unauthorized);

    const junk = await connectWs(url);
    junk.socket.send('{not json');
    expect((await junk.closed).code).toBe(WS_CLOSE.unauthorized);

    const badProtocol = await connectWs(url, { protocols: ['bearer', 'nope'] });
    expect((await badProtocol.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('refuses the token of a deactivated account', async () => {
    const gone = await createUser(ctx, { name: 'Gone' });
    const { users } = await import('@dwa/db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.deps.db.update(users).set({ isActive: false }).where(eq(users.id, gone.id));
    const client = await connectWs(url);
    client.send({ type: 'auth', token: gone.token });
    expect((await client.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('ends an open socket once its token is no longer good (password reset, deactivation)', async () => {
    const user = await createUser(ctx, { name: 'Reset' });
    const client = await connectWs(url, { token: user.token });
    await ctx.app.realtime.recheckTokens();
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    const { users } = await import('@dwa/db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.deps.db.update(users).set({ tokenVersion: 1 }).where(eq(users.id, user.id));
    await ctx.app.realtime.recheckTokens();
    expect((await client.closed).code).toBe(WS_CLOSE.unauthorized);
  });

  it('ignores unknown frames once signed in', async () => {
    const client = await connectWs(url, { token: ama.token });
    client.send({ type: 'what' });
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.socket.readyState).toBe(client.socket.OPEN);
    await client.close();
  });
});

describe('publish', () => {
  it('reaches every open socket of the user, on every app instance, and nobody else', async () => {
    await expectFanOut({ ctx, other, url, otherUrl, ama, kofi });
  });

  it('sends large events by reference', async () => {
    const client = await connectWs(otherUrl, { token: kofi.token });
    const big = { id: 1, note: 'x'.repeat(20_000) };
    await ctx.app.realtime.publish([kofi.id], { type: 'delivery', delivery: big });
    expect((await client.next('delivery')).delivery).toEqual(big);
    expect((await ctx.deps.db.select().from(realtimeEvents)).length).toBeGreaterThan(0);
    await client.close();
  });

  it('splits user ids so every notification stays under 8000 bytes', () => {
    const ids = Array.from({ length: 3000 }, (_, index) => 1_000_000 + index);
    const chunks = chunkIds(ids, 500);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length + 501).toBeLessThanOrEqual(7900);
    expect(chunks.join(',').split(',').map(Number)).toEqual(ids);
    expect(parseNotification('1,2|{"type":"jobs"}')).toEqual({ userIds: [1, 2], body: '{"type":"jobs"}' });
    expect(parseNotification('garbage')).toBeNull();
  });
});

describe('presence', () => {
  it('is online on every instance while a socket is open anywhere, and keeps last seen', async () => {
    const user = await createUser(ctx, { name: 'Esi' });
    expect(await ctx.app.realtime.isOnline(user.id)).toBe(false);
    const client = await connectWs(otherUrl, { token: user.token });
    await expect.poll(() => ctx.app.realtime.isOnline(user.id)).toBe(true);
    expect(await other.realtime.isOnline(user.id)).toBe(true);
    expect([...(await ctx.app.realtime.onlineAmong([user.id, kofi.id]))]).toEqual([user.id]);
    await client.close();
    await expect.poll(() => ctx.app.realtime.isOnline(user.id)).toBe(false);
    const { userPresence } = await import('@dwa/db/schema');
    const { eq } = await import('drizzle-orm');
    await expect.poll(async () => (await ctx.deps.db.select().from(userPresence).where(eq(userPresence.userId, user.id))).length).toBe(1);
  });

  it('tells presence handlers when a user comes online and goes offline', async () => {
    const user = await createUser(ctx, { name: 'Yaw' });
    const changes: { online: boolean; lastSeen: boolean }[] = [];
    ctx.app.realtime.onPresence(async (change) => {
      if (change.userId === user.id) changes.push({ online: change.online, lastSeen: change.lastSeen !== null });
    });
    const first = await connectWs(url, { token: user.token });
    const second = await connectWs(url, { token: user.token });
    await first.close();
    await second.close();
    await expect
      .poll(() => changes)
      .toEqual([
        { online: true, lastSeen: false },
        { online: false, lastSeen: true },
      ]);
  });
});

// PostgreSQL only: PGlite's LISTEN runs in-process, with no connection to lose. The api-postgres
// project (TEST_DATABASE_URL, set by .ci/run) runs it.
const onPostgres = dbKind === 'postgres' ? describe : () => undefined;

onPostgres('a lost LISTEN connection (PostgreSQL)', () => {
  it('is replaced without crashing; clients are asked to reconnect and events flow again', async () => {
    const client = await connectWs(url, { token: kofi.token });
    const { sql } = await import('drizzle-orm');
    await ctx.deps.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
    );
    expect((await client.closed).code).toBe(WS_CLOSE.serviceRestart);
    const again = await connectWs(url, { token: kofi.token });
    await expect
      .poll(async () => {
        await ctx.app.realtime.publish([kofi.id], { type: 'jobs' });
        return again.frames.some((frame) => frame.type === 'jobs');
      })
      .toBe(true);
    await again.close();
  });
});

describe('shutdown', () => {
  it('closes open sockets and finishes promptly', async () => {
    const app = await buildApp(ctx.deps);
    const appUrl = await listenUrl(app);
    const client = await connectWs(appUrl, { token: ama.token });
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await client.closed).code).toBe(WS_CLOSE.goingAway);
    expect(await ctx.app.realtime.isOnline(ama.id)).toBe(false);
  });
});
