import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireRedis, testRedis } from '../../test/local-redis';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createRedisRateLimiter } from './rate-limit-redis';
import { TooManyRequestsError } from './errors';

// What several API processes share through Redis (issue 18): the rate limits, the per-IP ceiling
// and, through the login limits, sign-in failures counted across processes.

const available = await requireRedis('the shared rate-limit tests');
const rule = { limit: 3, windowMs: 60_000 };
const tooMany = (minutes: number) => `Try again in ${minutes} minutes.`;

describe.runIf(available)('the Redis rate limiter', () => {
  const one = testRedis();
  // A second connection with the same prefix stands for a second process.
  const two = testRedis(one.prefix);
  afterAll(async () => {
    await two.client.quit();
    await one.drop();
  });

  it('counts hits in a window shared by every connection, and refuses past the limit', async () => {
    const a = createRedisRateLimiter(one);
    const b = createRedisRateLimiter(two);
    expect((await a.hit('k1', rule)).count).toBe(1);
    expect((await b.hit('k1', rule)).count).toBe(2);
    const third = await a.hit('k1', rule);
    expect(third).toMatchObject({ count: 3, allowed: true });
    expect(third.retryAfterSeconds).toBeGreaterThan(55);
    expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    const fourth = await b.hit('k1', rule);
    expect(fourth).toMatchObject({ count: 4, allowed: false });
    await expect(b.consume('k1', rule, tooMany)).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(a.check('k1', rule, tooMany)).rejects.toMatchObject({ statusCode: 429, headers: { 'retry-after': expect.any(String) } });
  });

  it('check does not count; clear forgets; a window that ended starts again at 1', async () => {
    const limiter = createRedisRateLimiter(one);
    await limiter.check('k2', rule, tooMany);
    await limiter.check('k2', rule, tooMany);
    expect((await limiter.hit('k2', rule)).count).toBe(1);
    await limiter.clear('k2');
    expect((await limiter.hit('k2', rule)).count).toBe(1);
    const short = { limit: 1, windowMs: 150 };
    await limiter.hit('k3', short);
    expect((await limiter.hit('k3', short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.hit('k3', short)).count).toBe(1);
  });

  it("keeps its keys under the connection's prefix", async () => {
    await createRedisRateLimiter(one).hit('k4', rule);
    expect(await one.client.exists(`${one.prefix}rl:k4`)).toBe(1);
  });
});

describe.runIf(available)('two API processes sharing one Redis', () => {
  const redis = testRedis();
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const config = { apiRateLimitPerMinute: 5 };
    [first, second] = await Promise.all([createTestApp({ config, redis }), createTestApp({ config, redis })]);
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
    await redis.drop();
  });

  it('count one IP together against the per-IP ceiling', async () => {
    const ask = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/v1/classifieds/', remoteAddress: '10.9.8.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await ask(i % 2 === 0 ? first : second)).statusCode);
    expect(statuses.slice(0, 5).every((status) => status < 400)).toBe(true);
    expect(statuses[5]).toBe(429);
    // Another address is not held back.
    expect((await second.app.inject({ method: 'GET', url: '/api/v1/classifieds/', remoteAddress: '10.9.8.6' })).statusCode).toBeLessThan(
      400,
    );
  });

  it('stop the 11th failed sign-in of an account even when the 10 before were spread over both', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    // From a new address each time: the account's own limit, not the per-IP one, is what stops it.
    let attempt = 0;
    const login = (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email, password: 'wrong-password-1' },
        remoteAddress: `10.1.1.${++attempt}`,
      });
    for (let i = 0; i < 10; i += 1) expect((await login(i % 2 === 0 ? first : second)).statusCode).toBe(401);
    const eleventh = await login(first);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().detail).toMatch(/^Too many failed sign-in attempts\./);
    expect((await login(second)).statusCode).toBe(429);
  });

  it('report Redis in the readiness probe', async () => {
    const ready = await first.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(JSON.stringify(ready.json())).toContain('redis');
  });
});
