import { limiterOver, type RateLimiter } from './rate-limit';
import type { RedisConnection } from './redis';

// The same fixed-window limiter as rate-limit.ts, in Redis: one atomic script per hit (INCR, and
// the window's expiry set by the first hit), so every process sharing the Redis counts together.

const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const PEEK = `
local count = redis.call('GET', KEYS[1])
if not count then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(count), ttl}
`;

/** Runs a script by its hash, loading it the first time (or after Redis restarted and forgot it). */
function script(connection: RedisConnection, source: string) {
  let sha: string | null = null;
  return async (key: string, ...args: (string | number)[]): Promise<[number, number]> => {
    const { client } = connection;
    sha ??= (await client.script('LOAD', source)) as string;
    try {
      return (await client.evalsha(sha, 1, key, ...args)) as [number, number];
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes('NOSCRIPT')) throw error;
      sha = (await client.script('LOAD', source)) as string;
      return (await client.evalsha(sha, 1, key, ...args)) as [number, number];
    }
  };
}

export function createRedisRateLimiter(connection: RedisConnection): RateLimiter {
  const hitScript = script(connection, HIT);
  const peekScript = script(connection, PEEK);
  const keyOf = (key: string) => `${connection.prefix}rl:${key}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return limiterOver({
    hit: async (key, rule) => {
      const [count, ttl] = await hitScript(keyOf(key), rule.windowMs);
      return { count, resetAt: new Date(Date.now() + ttl), allowed: count <= rule.limit, retryAfterSeconds: seconds(ttl) };
    },
    peek: async (key) => {
      const [count, ttl] = await peekScript(keyOf(key));
      return count > 0 ? { count, retryAfterSeconds: seconds(ttl) } : null;
    },
    clear: async (key) => {
      await connection.client.del(keyOf(key));
    },
  });
}
