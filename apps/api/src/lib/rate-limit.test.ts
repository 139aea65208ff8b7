import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testClock, type TestContext } from '../../test/helpers';
import { createRateLimiter, type RateLimiter } from './rate-limit';

let ctx: TestContext;
let limiter: RateLimiter;
const clock = testClock();
const rule = { limit: 2, windowMs: 60_000 };
const message = (minutes: number) => `Slow down for ${minutes} minute(s).`;

beforeAll(async () => {
  ctx = await createTestApp();
  limiter = createRateLimiter(ctx.deps.db, clock.now);
});
afterAll(() => ctx.close());

describe('rate limiter', () => {
  it('counts in a fixed window and starts again when it ends', async () => {
    expect((await limiter.hit('a', rule)).count).toBe(1);
    const second = await limiter.hit('a', rule);
    expect([second.count, second.allowed]).toEqual([2, true]);
    const third = await limiter.hit('a', rule);
    expect([third.count, third.allowed]).toEqual([3, false]);
    expect(third.retryAfterSeconds).toBeGreaterThan(50);
    clock.advance(61_000);
    expect(await limiter.hit('a', rule)).toMatchObject({ count: 1, allowed: true });
  });

  it('consume throws a 429 with Retry-After; check does not count; clear forgets', async () => {
    await limiter.consume('b', rule, message);
    await limiter.check('b', rule, message);
    await limiter.consume('b', rule, message);
    await expect(limiter.check('b', rule, message)).rejects.toMatchObject({ statusCode: 429, detail: 'Slow down for 1 minute(s).' });
    const error = await limiter.consume('b', rule, message).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 429, headers: { 'retry-after': expect.stringMatching(/^\d+$/) } });
    await limiter.clear('b');
    await limiter.consume('b', rule, message);
  });

  it('keeps count under parallel hits', async () => {
    const hits = await Promise.all(Array.from({ length: 10 }, () => limiter.hit('c', { limit: 100, windowMs: 60_000 })));
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
