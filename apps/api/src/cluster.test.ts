import { randomBytes } from 'node:crypto';
import { readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@dwa/db/client';
import { adminQuery, databaseUrl, requirePostgres } from '../test/local-postgres';
import { freePort, startServerProcess, type ServerProcess } from '../test/server-process';

// `WORKERS=N npm start` as an operator runs it (issue 18): the real server.ts, spawned, on a
// throwaway PostgreSQL database (test/local-postgres.ts: skipped with a message without one,
// failing under CI).
// One project runs this file (see vitest.config.ts): it makes its own database.

const hasPostgres = await requirePostgres('the WORKERS tests');

/** One request on a connection of its own: the primary hands out connections, not requests, to the workers. */
function call(url: string, init: { method?: string; body?: string; timeoutMs?: number } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: init.method ?? 'GET', agent: false, headers: init.body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    // A connection handed to a worker at the moment it died is never answered: give up on it.
    const timeoutMs = init.timeoutMs ?? 5000;
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.end(init.body);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('WORKERS on PGlite', () => {
  it('refuses more than one process, saying why and what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dwa-workers-'));
    try {
      const server = startServerProcess({ DATA_DIR: dataDir, PORT: String(await freePort()), WORKERS: '3' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('WORKERS=3 needs PostgreSQL');
      expect(server.output()).toContain('Set DATABASE_URL');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.skipIf(!hasPostgres)('WORKERS=2 on PostgreSQL', () => {
  const name = `dwa_workers_${randomBytes(5).toString('hex')}`;
  const url = databaseUrl(name);
  let dataDir: string;
  let base: string;
  let server: ServerProcess;

  const live = async () => {
    const res = await call(`${base}/api/health/live`);
    return res.status === 200 ? (JSON.parse(res.body) as { pid: number }).pid : undefined;
  };
  /** The workers' process ids, as many answers reveal them (the primary hands connections round robin). */
  const workerPids = async () => {
    const pids = new Set<number>();
    for (let index = 0; index < 20; index += 1) {
      const pid = await live();
      if (pid) pids.add(pid);
    }
    return pids;
  };

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    dataDir = mkdtempSync(join(tmpdir(), 'dwa-workers-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServerProcess({ DATA_DIR: dataDir, PORT: String(port), WORKERS: '2', DATABASE_URL: url });
    await waitFor('two workers listening', async () => ((await workerPids()).size === 2 ? true : undefined), 90_000).catch(
      (error: unknown) => {
        throw new Error(`${String(error)}; the server said:\n${server.output()}`);
      },
    );
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('serves from two processes on one port, migrated once by the primary', async () => {
    const pids = await workerPids();
    expect(pids.size).toBe(2);
    expect(pids.has(server.child.pid!)).toBe(false);
    expect(server.output().match(/Migrations applied once, before starting 2 workers\./g)).toHaveLength(1);
    expect(server.output()).toContain('2 workers');
    // Every migration recorded once: the workers did not run them again.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number; distinct: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT hash)::int AS distinct FROM drizzle.__drizzle_migrations',
      );
      const files = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).length;
      expect(rows[0]).toEqual({ n: files, distinct: files });
    } finally {
      await client.end();
    }
    expect((await call(`${base}/api/health/ready`)).status).toBe(200);
  });

  it('replaces a worker that dies', async () => {
    const [victim] = [...(await workerPids())];
    process.kill(victim!, 'SIGKILL');
    const pids = await waitFor(
      'a replacement worker',
      async () => {
        const now = await workerPids();
        return now.size === 2 && !now.has(victim!) ? now : undefined;
      },
      80_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; the server said:\n${server.output()}`);
    });
    expect(pids.size).toBe(2);
    expect(server.output()).toContain(`Worker ${victim} exited (SIGKILL): starting another.`);
  }, 90_000);

  it('drains every worker on SIGTERM: requests in flight are answered, then all processes exit', async () => {
    const pids = await workerPids();
    // Sign-ins with an unknown email take a full-strength hash (a second or two, several on a loaded
    // machine's two cores): in flight on both workers, each given the drain's whole time to answer.
    const inFlight = Array.from({ length: 4 }, () =>
      call(`${base}/api/v1/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever1' }),
        timeoutMs: 20_000,
      }).then(
        (res) => res.status,
        (error: unknown) => String(error),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual([401, 401, 401, 401]);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received: draining 2 workers.');
    await waitFor('the workers to exit', async () => ([...pids].some(alive) ? undefined : true), 5000);
    await expect(call(`${base}/api/health/live`)).rejects.toThrow();
  });
});
