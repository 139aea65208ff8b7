import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeEvents } from '@dwa/db/schema';
import { buildApp } from '../app';
import { createTestApp, type TestApp, type TestContext } from '../../test/helpers';
import { createUser, type TestUser } from '../../test/factories/users';
import { requireRedis, testRedis } from '../../test/local-redis';
import { connectWs, listenUrl } from '../../test/ws-client';
import { expectFanOut } from '../../test/realtime-fan-out';

// The WebSocket hub's fan-out through Redis pub/sub when REDIS_URL is set (issue 18): two API
// processes on one Redis deliver each other's events, and nothing goes through the database.

const available = await requireRedis('the Redis real-time tests');

describe.runIf(available)('real-time fan-out through Redis', () => {
  const redis = testRedis();
  let ctx: TestContext;
  let other: TestApp;
  let url: string;
  let otherUrl: string;
  let ama: TestUser;
  let kofi: TestUser;

  beforeAll(async () => {
    ctx = await createTestApp({ redis });
    other = await buildApp(ctx.deps);
    url = await listenUrl(ctx.app);
    otherUrl = await listenUrl(other);
    ama = await createUser(ctx, { name: 'Ama' });
    kofi = await createUser(ctx, { name: 'Kofi' });
  });

  afterAll(async () => {
    await other?.close();
    await ctx?.close();
    await redis.drop();
  });

  it('reaches every open socket of the user, on every process, and nobody else', async () => {
    await expectFanOut({ ctx, other, url, otherUrl, ama, kofi });
  });

  it('sends a large event whole, with nothing stored in the database', async () => {
    const client = await connectWs(otherUrl, { token: kofi.token });
    const big = { id: 1, note: 'x'.repeat(20_000) };
    await ctx.app.realtime.publish([kofi.id], { type: 'delivery', delivery: big });
    expect((await client.next('delivery')).delivery).toEqual(big);
    expect(await ctx.deps.db.select().from(realtimeEvents)).toEqual([]);
    await client.close();
  });

  it("uses a channel under the install's prefix", async () => {
    const channels = (await redis.client.pubsub('CHANNELS', `${redis.prefix}*`)) as string[];
    expect(channels).toContain(`${redis.prefix}dwa_realtime`);
  });
});
