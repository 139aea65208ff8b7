import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@dwa/db/client';

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

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
