import { describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from './errors';
import { createHashQueue, createPasswordHasher, hashPassword, verifyPassword } from './password';

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

describe('createPasswordHasher', () => {
  it('hashes and verifies at full strength through the queue', async () => {
    const hasher = createPasswordHasher({ concurrency: 2, maxWaiting: 4 });
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('wrong horse', stored)).toBe(false);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(hasher.stats()).toEqual({ waiting: 0, active: 0, rejected: 0 });
  });

  it('keeps old hashes of other parameters verifiable', async () => {
    const hasher = createPasswordHasher({ concurrency: 1, maxWaiting: 0 });
    const cheap = await hashPassword('pw', { N: 2 ** 10, r: 8, p: 1 });
    expect(await hasher.verify('pw', cheap)).toBe(true);
  });
});
