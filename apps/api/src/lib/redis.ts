import { Redis } from 'ioredis';

// One Redis connection per process when REDIS_URL is set: the rate limits and the per-IP ceiling
// that several API processes share, and (through a second, subscribing connection) the real-time
// fan-out between them. Every key and channel starts with REDIS_KEY_PREFIX.

export type RedisConnection = { client: Redis; prefix: string };

export function connectRedis(url: string, prefix: string): RedisConnection {
  // A command waits for a reconnect at most twice before it fails; a caller that can do without
  // Redis for a moment (the per-IP ceiling) lets it through rather than refuse everyone.
  const client = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  client.on('error', () => undefined);
  return { client, prefix };
}

/** Whether a Redis server answers PING at `url` within 2 s (tests and benches decide whether to use it). */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
