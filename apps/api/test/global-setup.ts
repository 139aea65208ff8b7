import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';

// Migrate once per run: a PGlite dump every test file clones in ~0.5 s, and, when
// TEST_DATABASE_URL is set, a PostgreSQL template database each test file copies. Name the run's web
// build folder (test/web-build.ts): the same for both API projects, as it is this process's.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    webBuildDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'dwa-test-'));
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  await slimForCopies(database.pglite!);
  const dump = await database.pglite!.dumpDataDir('none');
  const dumpPath = join(dir, 'migrated.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', dumpPath);

  let template = '';
  const url = process.env.TEST_DATABASE_URL;
  if (url && project.name === 'api-postgres') {
    template = `dwa_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const templateDb = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
    await migrateDatabase(templateDb);
    await templateDb.close();
  }
  project.provide('pgTemplate', template);
  const webBuildDir = join(tmpdir(), `dwa-web-run-${process.pid}`);
  project.provide('webBuildDir', webBuildDir);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(webBuildDir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    }
  };
}

/**
 * What every copy of the dump pays for at each start, made smaller (ADR 091): a 32 MB buffer pool
 * rather than 128 MB (a test's database is about 12 MB), and no template0 and template1 (PGlite
 * serves the one `postgres` database and no test creates another; their 300 files and 9 MB each
 * were 40% of what every copy unpacked). Together 20% less CPU over 19 API files on PGlite.
 */
async function slimForCopies(pglite: NonNullable<Database['pglite']>): Promise<void> {
  await pglite.exec("ALTER SYSTEM SET shared_buffers = '32MB'");
  await pglite.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  // One statement at a time: DROP DATABASE refuses to run inside the implicit transaction of a batch.
  await pglite.exec('DROP DATABASE template0');
  await pglite.exec('DROP DATABASE template1');
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
