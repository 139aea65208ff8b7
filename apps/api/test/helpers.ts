import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { openDatabase, type Database } from '@dwa/db/client';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openStorage } from '../src/lib/open-storage';
import type { AppDeps } from '../src/plugins/deps';
import type { RedisConnection } from '../src/lib/redis';
import { withDatabase } from './global-setup';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;
export type TestContext = { app: TestApp; deps: AppDeps; close: () => Promise<void> };

/** Which database this project's tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKind = process.env.DWA_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (dbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `dwa_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    await admin.end();
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 4 });
    return {
      database,
      drop: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
  return { database, drop: async () => undefined };
}

/** A whole app on a fresh copy of the migrated database, with its own uploads folder. */
export async function createTestApp(
  options: { config?: Partial<Config>; now?: () => Date; extend?: (app: TestApp) => void | Promise<void>; redis?: RedisConnection } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dwa-app-'));
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') }),
    ...options.config,
  };
  const { database, drop } = await openTestDatabase();
  // The disk under this app's data folder, or the bucket `config.storage` names (test/local-s3.ts).
  const storage = await openStorage(config);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    storage,
    now: options.now ?? (() => new Date()),
    ...(options.redis ? { redis: options.redis } : {}),
  };
  const app = await buildApp(deps);
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await database.close();
      storage.close?.();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock the test moves forward: pass `clock.now` to createTestApp. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

/** Fails unless the API's OpenAPI document (/api/docs/json) lists every one of `paths`. */
export async function expectDocumented(app: TestApp, paths: string[]): Promise<void> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const documented = Object.keys(res.json().paths as Record<string, unknown>);
  for (const path of paths) expect(documented, path).toContain(path);
}
