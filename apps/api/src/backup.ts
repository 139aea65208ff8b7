import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '@dwa/db/client';
import type { Config } from './config';

// `npm run cli -- backup <file>` and `restore <file>` (issue 18), for the database the server uses.
// PGlite: the whole data directory as a gzipped tar (PGlite's own dumpDataDir), taken with the
// directory's lock held, so the server must be stopped. PostgreSQL: pg_dump's custom format, read
// back by pg_restore (the PostgreSQL client tools, of the server's major version or newer).
// Uploaded files are not in the backup: copy DATA_DIR/uploads (or the bucket) alongside.

export class UsageError extends Error {}

const PGDUMP_MAGIC = 'PGDMP';

type Kind = 'pglite' | 'postgres' | 'unknown';

function kindOfFile(file: string): Kind {
  const head = readFileSync(file).subarray(0, 512);
  if (head.subarray(0, 5).toString('latin1') === PGDUMP_MAGIC) return 'postgres';
  // gzip (what backup writes), or a plain tar of a data directory.
  if ((head[0] === 0x1f && head[1] === 0x8b) || head.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite';
  return 'unknown';
}

/** Runs a PostgreSQL client tool; the connection string goes through the environment, not argv (ps would show a password). */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGUSER: decodeURIComponent(url.username) || process.env.PGUSER,
    ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}),
    ...(url.searchParams.get('sslmode') ? { PGSSLMODE: url.searchParams.get('sslmode')! } : {}),
  };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} was not found: install the PostgreSQL client tools (the server's major version or newer).`)
          : error,
      ),
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

async function counts(database: Database): Promise<string> {
  const result = await database.db.execute(
    sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM listings)::int AS listings`,
  );
  const row = (result as unknown as { rows: { users: number; listings: number }[] }).rows[0];
  return row ? `${row.users} users, ${row.listings} listings` : 'empty';
}

export async function backup(config: Config, file: string): Promise<string> {
  if (config.databaseUrl) {
    await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], config.databaseUrl);
    return `Backed up the PostgreSQL database to ${file}.`;
  }
  const dataDir = join(config.dataDir, 'pglite');
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new UsageError(`There is no database in ${dataDir} to back up.`);
  // Opening takes the directory's lock: a running server is refused with its pid.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const what = await counts(database);
    const dump = await database.pglite!.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return `Backed up the PGlite database in ${dataDir} (${what}) to ${file}.`;
  } finally {
    await database.close();
  }
}

async function hasData(database: Database): Promise<boolean> {
  const result = await database.db.execute(sql`SELECT to_regclass('public.users') IS NOT NULL AS present`);
  const present = (result as unknown as { rows: { present: boolean }[] }).rows[0]?.present;
  if (!present) return false;
  const users = await database.db.execute(sql`SELECT EXISTS (SELECT 1 FROM users) AS any`);
  return Boolean((users as unknown as { rows: { any: boolean }[] }).rows[0]?.any);
}

export async function restore(config: Config, file: string, replace: boolean, now = new Date()): Promise<string> {
  if (!existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const kind = kindOfFile(file);
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (kind === 'unknown') throw new UsageError(`${file} is not a Dwa backup (neither a PGlite data directory nor a pg_dump file).`);
  if (kind !== target) {
    throw new UsageError(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`
        : `${file} is a PGlite backup: unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  }

  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 });
    try {
      if (await hasData(database)) {
        if (!replace)
          throw new UsageError(
            'The database already has data. Add --replace to drop it and restore the backup (take a backup of it first).',
          );
      }
      // An empty schema, so that tables newer than the backup do not survive it and the
      // migrations after the restore bring it up to date; the job queue's too (its jobs are in the backup).
      await database.db.execute(
        sql.raw(
          'DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS graphile_worker CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;',
        ),
      );
    } finally {
      await database.close();
    }
    const name = decodeURIComponent(new URL(config.databaseUrl).pathname.slice(1));
    await runTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${name}`, file],
      config.databaseUrl,
    );
    const restored = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 });
    try {
      await migrateDatabase(restored);
      return `Restored ${file} into the PostgreSQL database (${await counts(restored)}).`;
    } finally {
      await restored.close();
    }
  }

  const dataDir = join(config.dataDir, 'pglite');
  let keptAt: string | null = null;
  if (existsSync(join(dataDir, 'PG_VERSION'))) {
    // Opening takes the lock: a running server is refused before anything moves.
    const current = await openDatabase({ kind: 'pglite', dataDir });
    let occupied: boolean;
    try {
      occupied = await hasData(current);
    } finally {
      await current.close();
    }
    if (occupied && !replace)
      throw new UsageError(
        `The database in ${dataDir} already has data. Add --replace to restore over it (the current one is kept aside).`,
      );
    keptAt = `${dataDir}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, keptAt);
  }
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await migrateDatabase(database);
    const what = await counts(database);
    return `Restored ${file} into ${dataDir} (${what}).${keptAt ? ` The previous database is kept at ${keptAt}.` : ''}`;
  } finally {
    await database.close();
  }
}
