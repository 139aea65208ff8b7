import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ServiceUnavailableError } from './errors';

// scrypt with N=2^17, r=8, p=1 (OWASP's recommendation); 128 MiB of memory per hash.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, params: { N: number; r: number; p: number } = PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A hash costs about a second of one core and 128 MiB here: a few hundred sign-ins at once would
// exhaust the memory (and libuv's 4 threads would starve file and DNS work meanwhile). So each
// process runs at most `concurrency` hashes at once, keeps at most `maxWaiting` more waiting in
// order, and turns the rest away at once with a 503 and a Retry-After from the measured hash time.

export type HashQueueOptions = { concurrency: number; maxWaiting: number };
export type HashQueueStats = { waiting: number; active: number; rejected: number };

export const busyDetail = (seconds: number) => `Too many people are signing in right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

export function createHashQueue(options: HashQueueOptions) {
  const { concurrency, maxWaiting } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
  let active = 0;
  let rejected = 0;
  const waiting: (() => void)[] = [];
  /** Seconds one job takes, smoothed; a guess until the first one ends. */
  let averageSeconds = 1;

  return {
    /** Runs the job when a slot frees, or throws ServiceUnavailableError (503) when the waiting list is full. */
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active < concurrency) {
        active += 1;
      } else {
        if (waiting.length >= maxWaiting) {
          rejected += 1;
          // Everyone ahead must finish first: the waiting list drains `concurrency` jobs at a time.
          const seconds = Math.max(1, Math.ceil(averageSeconds * Math.ceil((waiting.length + 1) / concurrency)));
          throw new ServiceUnavailableError(busyDetail(seconds), seconds);
        }
        // The job that ends hands its slot over (active stays counted), so a newcomer cannot take it in between.
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      const started = performance.now();
      try {
        return await job();
      } finally {
        averageSeconds = 0.8 * averageSeconds + 0.2 * ((performance.now() - started) / 1000);
        const handOver = waiting.shift();
        if (handOver) handOver();
        else active -= 1;
      }
    },
    stats: (): HashQueueStats => ({ waiting: waiting.length, active, rejected }),
  };
}

export type HashQueue = ReturnType<typeof createHashQueue>;

/** hashPassword and verifyPassword through one process's queue. */
export function createPasswordHasher(options: HashQueueOptions) {
  const queue = createHashQueue(options);
  return {
    hash: (password: string) => queue.run(() => hashPassword(password)),
    verify: (password: string, stored: string) => queue.run(() => verifyPassword(password, stored)),
    stats: queue.stats,
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
