import { randomBytes, scryptSync } from 'node:crypto';
import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { LEGACY_SCRYPT_SECRET123 } from '../../test/factories/users';
import { ServiceUnavailableError } from './errors';
import { createHashQueue, createPasswordHasher, hashPassword, needsRehash, PASSWORD_PARAMS, verifyPassword } from './password';

/** Cheap argon2id for tests that do not measure strength (as the test factories use). */
const TEST_PARAMS = { memoryCost: 256, timeCost: 1, parallelism: 1 };

// The bounded queue in front of password hashing (issue 18): at most `concurrency` jobs at once,
// at most `maxWaiting` more in line, in order; the rest turned away at once with a 503.

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createHashQueue', () => {
  it('runs at most `concurrency` jobs at once and the waiting ones in arrival order', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 10 });
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let peak = 0;
    const jobs = gates.map((g, index) =>
      queue.run(async () => {
        started.push(index);
        running += 1;
        peak = Math.max(peak, running);
        await g.opened;
        running -= 1;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ waiting: 3, active: 2, rejected: 0 });
    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(queue.stats()).toEqual({ waiting: 0, active: 0, rejected: 0 });
  });

  it('turns jobs away with a 503 and Retry-After once the waiting list is full, and counts them', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 2 });
    const g = gate();
    const held = [queue.run(() => g.opened), queue.run(() => g.opened), queue.run(() => g.opened)];
    await tick();
    const error = await queue.run(async () => 'never').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    const unavailable = error as ServiceUnavailableError;
    expect(unavailable.statusCode).toBe(503);
    // Two waiting plus this one, one at a time, about a second each before any was measured.
    expect(unavailable.headers['retry-after']).toBe('3');
    expect(unavailable.detail).toBe('Too many people are signing in right now. Please try again in 3 seconds.');
    expect(queue.stats()).toEqual({ waiting: 2, active: 1, rejected: 1 });
    g.open();
    await Promise.all(held);
    expect(await queue.run(async () => 'after')).toBe('after');
  });

  it('frees the slot when a job fails, and a newcomer cannot jump the line while a slot is handed over', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 5 });
    const g = gate();
    const order: string[] = [];
    const failing = queue.run(async () => {
      await g.opened;
      throw new Error('boom');
    });
    const waiter = queue.run(async () => {
      order.push('waiter');
    });
    await tick();
    g.open();
    await expect(failing).rejects.toThrow('boom');
    // The failing job's slot went straight to the waiter; this newcomer must wait its turn.
    const newcomer = queue.run(async () => {
      order.push('newcomer');
    });
    expect(queue.stats().active).toBe(1);
    await Promise.all([waiter, newcomer]);
    expect(order).toEqual(['waiter', 'newcomer']);
    expect(queue.stats()).toEqual({ waiting: 0, active: 0, rejected: 0 });
  });

  it('with no waiting list, only the running jobs are allowed', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    const g = gate();
    const held = queue.run(() => g.opened);
    await expect(queue.run(async () => 1)).rejects.toBeInstanceOf(ServiceUnavailableError);
    g.open();
    await held;
  });
});

describe('argon2id hashes (ADR 065)', () => {
  it('hashes with the current parameters in a PHC string, which verifies, and a wrong password does not', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    // A fresh salt every time.
    expect(await hashPassword('correct horse')).not.toBe(stored);
  });

  it("meets OWASP's argon2id minimum: at least 19 MiB, 2 passes, 1 lane", async () => {
    expect(PASSWORD_PARAMS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const found = parseOptions(await hashPassword('pw'));
    expect(found.algorithm).toBe(2); // argon2id
    expect(found.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(found.timeCost).toBeGreaterThanOrEqual(2);
    expect(found.parallelism).toBeGreaterThanOrEqual(1);
    expect(found).toMatchObject({ ...PASSWORD_PARAMS, outputLen: 32, saltLen: 16 });
  });

  it('reads the same password composed differently as the same (NFKC)', async () => {
    const stored = await hashPassword('caf\u00e9', TEST_PARAMS);
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
  });

  it('refuses what it cannot read rather than throwing', async () => {
    for (const stored of [
      '',
      'x',
      'unused',
      'bench:no-login',
      '$argon2id$v=19$m=19456,t=2,p=1$bad',
      '$argon2i$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA',
      'scrypt$1024$8$1$',
      'scrypt$3$8$1$c2FsdA$aGFzaA',
    ]) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });

  it('a wrong password costs the same time as a right one, and as an unknown account (a current dummy hash)', async () => {
    const stored = await hashPassword('correct horse');
    const dummy = await hashPassword('some random dummy');
    const timed = async (password: string, hash: string) => {
      const started = performance.now();
      await verifyPassword(password, hash);
      return performance.now() - started;
    };
    const fastest = { right: Infinity, wrong: Infinity, unknown: Infinity };
    // Interleaved, and the fastest of each: the shared machine's other work only ever adds time.
    for (let round = 0; round < 15; round += 1) {
      fastest.right = Math.min(fastest.right, await timed('correct horse', stored));
      fastest.wrong = Math.min(fastest.wrong, await timed('wrong horse', stored));
      fastest.unknown = Math.min(fastest.unknown, await timed('correct horse', dummy));
    }
    // The whole hash is computed either way (argon2 has no early exit; a shortcut would be 100 times
    // faster, not a little), so only noise may separate them.
    expect(fastest.wrong / fastest.right).toBeGreaterThan(0.5);
    expect(fastest.wrong / fastest.right).toBeLessThan(2);
    expect(fastest.unknown / fastest.right).toBeGreaterThan(0.5);
    expect(fastest.unknown / fastest.right).toBeLessThan(2);
    expect(needsRehash(dummy)).toBe(false);
  });
});

describe('scrypt hashes stored before argon2id', () => {
  it('still verify, at full strength (N=2^17, 128 MiB) and at other parameters', async () => {
    expect(LEGACY_SCRYPT_SECRET123).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('secret123', LEGACY_SCRYPT_SECRET123)).toBe(true);
    const cheap = legacyScryptHash('pw', 2 ** 10);
    expect(await verifyPassword('pw', cheap)).toBe(true);
    expect(await verifyPassword('pW', cheap)).toBe(false);
  });
});

describe('needsRehash', () => {
  it('is false only for argon2id with exactly the current parameters', async () => {
    expect(needsRehash(await hashPassword('pw'))).toBe(false);
    expect(needsRehash(legacyScryptHash('pw', 2 ** 10))).toBe(true);
    // Older, weaker parameters (the test factories' cheap ones) and other ones alike.
    expect(needsRehash(await hashPassword('pw', TEST_PARAMS))).toBe(true);
    expect(needsRehash(await hashPassword('pw', { memoryCost: 19_456, timeCost: 1, parallelism: 1 }))).toBe(true);
    expect(needsRehash(await hashPassword('pw', { memoryCost: 47_104, timeCost: 1, parallelism: 1 }))).toBe(true);
    // Raising the parameters later makes today's hashes old.
    expect(needsRehash(await hashPassword('pw'), { memoryCost: 65_536, timeCost: 3, parallelism: 1 })).toBe(true);
    expect(needsRehash('$argon2id$v=19$garbage')).toBe(true);
    expect(needsRehash('')).toBe(true);
  });
});

describe('createPasswordHasher', () => {
  it('hashes and verifies at full strength through the queue', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, maxWaiting: 4 });
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('wrong horse', stored)).toBe(false);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(hasher.stats()).toEqual({ waiting: 0, active: 0, rejected: 0 });
  });

  it('hands a current hash to `upgrade` when a right password matched an older one, and only then', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxWaiting: 0 });
    const upgraded: string[] = [];
    const upgrade = async (next: string) => {
      upgraded.push(next);
    };
    const legacy = legacyScryptHash('pw', 2 ** 10);
    expect(await hasher.verify('wrong', legacy, upgrade)).toBe(false);
    expect(upgraded).toEqual([]);
    expect(await hasher.verify('pw', legacy, upgrade)).toBe(true);
    expect(upgraded).toHaveLength(1);
    expect(upgraded[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('pw', upgraded[0]!)).toBe(true);
    // The rehash ran in the verify's own slot: with no waiting list, nothing was turned away.
    expect(hasher.stats()).toEqual({ waiting: 0, active: 0, rejected: 0 });

    const cheap = await hashPassword('pw', TEST_PARAMS);
    expect(await hasher.verify('pw', cheap, upgrade)).toBe(true);
    expect(upgraded).toHaveLength(2);
    expect(upgraded[1]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    expect(await hasher.verify('pw', upgraded[1]!, upgrade)).toBe(true);
    expect(upgraded).toHaveLength(2);
    // Without `upgrade` (the payout form's check), nothing is rehashed.
    expect(await hasher.verify('pw', legacy)).toBe(true);
  });
});

/** A hash as the scrypt code before ADR 065 stored it: `scrypt$N$r$p$salt$key`, base64url, NFKC. */
function legacyScryptHash(password: string, N: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
