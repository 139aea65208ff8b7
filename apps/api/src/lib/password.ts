import { scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash as argon2Hash, parseOptions, verify as argon2Verify, type Algorithm } from '@node-rs/argon2';
import { ServiceUnavailableError } from './errors';

// Password hashes (ADR 065): argon2id in PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`),
// which carry their own parameters. Hashes stored before it (scrypt, `scrypt$N$r$p$salt$hash`, ADR 035)
// still verify; a hash with anything but the current parameters is replaced at the next sign-in
// with the right password (`needsRehash`, and `verify`'s `upgrade` below).

export type Argon2Params = {
  /** KiB of memory per hash (`m=`). */
  memoryCost: number;
  /** Passes over that memory (`t=`). */
  timeCost: number;
  /** Lanes (`p=`): independent chains through that memory. */
  parallelism: number;
};

/**
 * OWASP's first argon2id setting (Password Storage Cheat Sheet: m=19 MiB, t=2, p=1): about 20 ms of
 * one core and 19 MiB here, against scrypt's second and 128 MiB. Measured in ADR 065.
 */
export const PASSWORD_PARAMS: Readonly<Argon2Params> = Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });

const ARGON2ID = 2 satisfies Algorithm;
/** Argon2 version 0x13 (19), the only one written; `parseOptions` reports it as 1. */
const VERSION_0X13 = 1;
const OUTPUT_LENGTH = 32;

// The same password typed on another keyboard may arrive composed differently.
const normalized = (password: string) => password.normalize('NFKC');

/** A new argon2id hash (random 16-byte salt) with the current parameters, or others (cheap ones in tests). */
export function hashPassword(password: string, params: Argon2Params = PASSWORD_PARAMS): Promise<string> {
  return argon2Hash(normalized(password), { ...params, algorithm: ARGON2ID, outputLen: OUTPUT_LENGTH });
}

/** Whether `password` matches `stored` (argon2id, or an older scrypt hash); false for anything unreadable. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2id$')) {
    // @node-rs/argon2 compares in constant time and rejects a string it cannot parse.
    return argon2Verify(stored, normalized(password)).catch(() => false);
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  return false;
}

/** True unless `stored` is argon2id (version 0x13) with exactly the current parameters. */
export function needsRehash(stored: string, params: Argon2Params = PASSWORD_PARAMS): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const found = parseOptions(stored);
    return (
      found.version !== VERSION_0X13 ||
      found.memoryCost !== params.memoryCost ||
      found.timeCost !== params.timeCost ||
      found.parallelism !== params.parallelism ||
      found.outputLen !== OUTPUT_LENGTH
    );
  } catch {
    return true;
  }
}

// ---- scrypt: hashes stored before ADR 065 (N=2^17, r=8, p=1: about a second and 128 MiB each) ----

const SCRYPT_KEY_LENGTH = 32;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const [N, R, P] = [Number(n), Number(r), Number(p)];
  const options: ScryptOptions = { N, r: R, p: P, maxmem: 256 * N * R };
  const expected = Buffer.from(hash, 'base64url');
  const actual = await new Promise<Buffer | undefined>((resolve) => {
    // Parameters it cannot use throw at once rather than through the callback.
    try {
      scryptCb(normalized(password), Buffer.from(salt, 'base64url'), SCRYPT_KEY_LENGTH, options, (error, key) =>
        resolve(error ? undefined : key),
      );
    } catch {
      resolve(undefined);
    }
  });
  return actual !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

// Hashes run on libuv's thread pool (@node-rs/argon2's promise API and node:crypto's scrypt alike),
// never on the event loop; but that pool has 4 threads shared with file and DNS work, and each hash
// holds its memory (19 MiB, or 128 MiB for an old scrypt one) while it runs. So each process runs
// at most `concurrency` hashes at once, keeps at most `maxWaiting` more waiting in order, and turns
// the rest away at once with a 503 and a Retry-After from the measured hash time.

export type HashQueueOptions = { concurrency: number; maxWaiting: number };
export type HashQueueStats = { waiting: number; active: number; rejected: number };

export const busyDetail = (seconds: number) =>
  `Too many people are signing in right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

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

/**
 * Stores `next`, a current hash of the password just checked, in place of the hash it was checked
 * against; it must do so only while that hash is still the stored one (a guarded update), so that a
 * password changed meanwhile is never overwritten.
 */
export type UpgradeHash = (next: string) => Promise<unknown>;

/** hashPassword and verifyPassword through one process's queue. */
export function createPasswordHasher(options: HashQueueOptions) {
  const queue = createHashQueue(options);
  return {
    hash: (password: string) => queue.run(() => hashPassword(password)),
    /**
     * Checks the password. With `upgrade`, a right password whose stored hash is not argon2id with the
     * current parameters is hashed anew in the same slot of the queue (so a full queue cannot leave
     * the sign-in half done) and handed to `upgrade` once the slot is free.
     */
    async verify(password: string, stored: string, upgrade?: UpgradeHash): Promise<boolean> {
      const result = await queue.run(async () => {
        const matches = await verifyPassword(password, stored);
        const next = matches && upgrade && needsRehash(stored) ? await hashPassword(password) : undefined;
        return { matches, next };
      });
      if (result.next !== undefined) await upgrade?.(result.next);
      return result.matches;
    },
    stats: queue.stats,
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
