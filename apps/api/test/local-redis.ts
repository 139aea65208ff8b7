import { randomBytes } from 'node:crypto';
import { connectRedis, redisAnswers, type RedisConnection } from '../src/lib/redis';

// For tests of what several API processes share through Redis: TEST_REDIS_URL, else the Redis of
// this machine (127.0.0.1:6379). Without one such a test says so and is skipped locally; under CI,
// or when TEST_REDIS_URL names a server that does not answer, it fails instead. Each connection
// gets a prefix of its own, so test files (and the PGlite and PostgreSQL runs) never share keys.

export const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function requireRedis(purpose: string): Promise<boolean> {
  if (await redisAnswers(redisUrl)) return true;
  const message = `No Redis answers at ${redisUrl}: ${purpose} need one.`;
  if (process.env.CI || process.env.TEST_REDIS_URL) throw new Error(message);
  console.warn(`${message} Skipped.`);
  return false;
}

/** A connection with a fresh prefix; `drop` deletes its keys and closes it. */
export function testRedis(prefix = `dwa-test:${randomBytes(6).toString('hex')}:`): RedisConnection & { drop: () => Promise<void> } {
  const connection = connectRedis(redisUrl, prefix);
  return {
    ...connection,
    drop: async () => {
      const keys = await connection.client.keys(`${prefix}*`);
      if (keys.length > 0) await connection.client.del(...keys);
      await connection.client.quit();
    },
  };
}
