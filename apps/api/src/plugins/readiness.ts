import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// What `/api/health/ready` asks: every dependency the process cannot serve without. The database
// and the storage register themselves here; anything configured later (Redis, an object store)
// adds its own check with `app.readiness.add`, and the ready probe answers 503 naming it when it fails.

export type ReadinessCheck = () => Promise<void>;
export type CheckResult = { name: string; ok: boolean; ms: number; error?: string };

export type Readiness = {
  /** A named dependency; the check throws (or does not settle within the timeout) when it is unreachable. */
  add: (name: string, check: ReadinessCheck) => void;
  /** Runs every check at once, each bounded by the timeout. */
  run: () => Promise<CheckResult[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const CHECK_TIMEOUT_MS = 2000;

export async function runCheck(name: string, check: ReadinessCheck, timeoutMs = CHECK_TIMEOUT_MS): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        timer.unref();
      }),
    ]);
    return { name, ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    // The reason is for the operator: a short message, never a stack or a connection string.
    const message = error instanceof Error ? error.message : String(error);
    return { name, ok: false, ms: Math.round(performance.now() - started), error: message.replace(/\w+:\/\/\S+/g, '<url>').slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

async function readinessPlugin(app: FastifyInstance, options: { timeoutMs?: number }) {
  const checks = new Map<string, ReadinessCheck>();
  const readiness: Readiness = {
    add: (name, check) => {
      checks.set(name, check);
    },
    run: () => Promise.all([...checks].map(([name, check]) => runCheck(name, check, options.timeoutMs))),
  };
  app.decorate('readiness', readiness);

  const { database, storage, redis } = app.deps;
  readiness.add('database', async () => {
    if (!(await database.ping())) throw new Error('the database did not answer SELECT 1');
  });
  if (redis) {
    readiness.add('redis', async () => {
      if ((await redis.client.ping()) !== 'PONG') throw new Error('Redis did not answer PING');
    });
  }
  // A disk store must be there and writable (a full or read-only volume fails the write itself,
  // but a missing mount is caught here); a remote store brings its own `ping`.
  const { ping } = storage;
  if (ping) {
    readiness.add('storage', () => ping.call(storage));
  } else if (storage.root) {
    const root = storage.root;
    readiness.add('storage', async () => {
      await access(root, constants.W_OK).catch((error: NodeJS.ErrnoException) => {
        // Nothing uploaded yet: the folder is made on the first write, if its parent allows it.
        if (error.code !== 'ENOENT') throw new Error(`the uploads folder is not writable (${error.code})`);
      });
    });
  }
}

export default fp(readinessPlugin, { name: 'readiness', dependencies: ['deps'] });
