import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '@dwa/db/client';
import { users } from '@dwa/db/schema';
import { adminQuery, databaseUrl, requirePostgres } from '../test/local-postgres';

// The operator CLI, run as `npm run cli` runs it, on a PGlite data directory of its own (so the
// PostgreSQL test project leaves this file out: see vitest.config.ts).

const run = promisify(execFile);
const API_DIR = join(import.meta.dirname, '..');
let dataDir: string;

function cli(...args: string[]) {
  return cliWith({}, ...args);
}

/** The CLI on PGlite under `dataDir`, or on the database `extra.DATABASE_URL` names. */
function cliWith(extra: Record<string, string>, ...args: string[]) {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: API_DIR,
    env: { ...env, NODE_ENV: 'development', DATA_DIR: dataDir, ...extra },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
  );
}

async function userType(email: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    const [row] = await database.db.select({ userType: users.userType }).from(users).where(eq(users.email, email));
    return row?.userType;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'dwa-cli-'));
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]),
  });
  await database.db.insert(users).values({ email: 'ama@example.com', name: 'Ama', passwordHash: 'x' });
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Every case spawns the CLI, which starts Node, opens a database and migrates it (Dwa's migrations and
// the job queue's): seconds each, many more on a machine busy with the rest of the suite.
vi.setConfig({ testTimeout: 120_000 });

describe('cli set-user-type', () => {
  it('changes the type of an account found by email (any case)', async () => {
    const result = await cli('set-user-type', 'AMA@example.com', 'seller');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('ama@example.com is now SELLER (was CUSTOMER).');
    expect(await userType('ama@example.com')).toBe('SELLER');
  });

  it('says so for an unknown email, an unknown type or a missing argument', async () => {
    expect(await cli('set-user-type', 'nobody@example.com', 'ADMIN')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('User not found.'),
    });
    expect(await cli('set-user-type', 'ama@example.com', 'KING')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Unknown type 'KING'"),
    });
    expect(await cli('set-user-type', 'ama@example.com')).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});

async function emails(open: () => ReturnType<typeof openDatabase>): Promise<string[]> {
  const database = await open();
  try {
    return (await database.db.select({ email: users.email }).from(users)).map((row) => row.email).sort();
  } finally {
    await database.close();
  }
}

describe('cli backup and restore on PGlite', () => {
  const pglite = () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  const file = () => join(dataDir, 'dwa-backup.tar.gz');

  it('backs the database up to a file and restores it over later changes, keeping the replaced one aside', async () => {
    const saved = await cli('backup', file());
    expect(saved).toMatchObject({ code: 0 });
    expect(saved.stdout).toMatch(/Backed up the PGlite database in .* \(1 users, 0 listings\) to /);
    expect(readFileSync(file()).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    const later = await pglite();
    await later.db.insert(users).values({ email: 'kofi@example.com', name: 'Kofi', passwordHash: 'x' });
    await later.close();
    expect(await emails(pglite)).toEqual(['ama@example.com', 'kofi@example.com']);

    const refused = await cli('restore', file());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('already has data. Add --replace');
    expect(await emails(pglite)).toEqual(['ama@example.com', 'kofi@example.com']);

    const restored = await cli('restore', file(), '--replace');
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('(1 users, 0 listings). The previous database is kept at');
    expect(await emails(pglite)).toEqual(['ama@example.com']);
    const kept = readdirSync(dataDir).find((name) => name.startsWith('pglite.before-restore-'));
    expect(kept).toBeDefined();
    expect(await emails(() => openDatabase({ kind: 'pglite', dataDir: join(dataDir, kept!) }))).toEqual([
      'ama@example.com',
      'kofi@example.com',
    ]);
  });

  it('refuses while the server holds the database, and names what is wrong with a file', async () => {
    const running = await pglite();
    try {
      const locked = await cli('backup', join(dataDir, 'while-running.tar.gz'));
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain('is already in use by process');
      expect(existsSync(join(dataDir, 'while-running.tar.gz'))).toBe(false);
    } finally {
      await running.close();
    }
    expect(await cli('restore', join(dataDir, 'nothing-here'))).toMatchObject({ code: 2, stderr: expect.stringContaining('No such file') });
    expect(await cli('restore', join(API_DIR, 'package.json'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('is not a Dwa backup'),
    });
    expect(await cli('backup')).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});

const hasPostgres = await requirePostgres('the PostgreSQL backup tests');

describe.skipIf(!hasPostgres)('cli backup and restore on PostgreSQL', () => {
  const name = `dwa_backup_${randomBytes(5).toString('hex')}`;
  const env = () => ({ DATABASE_URL: databaseUrl(name) });
  const postgres = () => openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 1 });
  beforeAll(() => adminQuery(`CREATE DATABASE ${name}`));
  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('backs up with pg_dump and restores over later changes with --replace', async () => {
    // The CLI migrates a fresh database on its first command; then a first account.
    expect(await cliWith(env(), 'set-user-type', 'nobody@example.com', 'ADMIN')).toMatchObject({ code: 1 });
    const first = await postgres();
    await first.db.insert(users).values({ email: 'esi@example.com', name: 'Esi', passwordHash: 'x' });
    await first.close();

    const file = join(dataDir, 'dwa-backup.pgdump');
    const saved = await cliWith(env(), 'backup', file);
    expect(saved).toMatchObject({ code: 0, stdout: expect.stringContaining('Backed up the PostgreSQL database') });
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    const later = await postgres();
    await later.db.insert(users).values({ email: 'yaw@example.com', name: 'Yaw', passwordHash: 'x' });
    await later.close();

    expect(await cliWith(env(), 'restore', file)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('already has data. Add --replace'),
    });
    const restored = await cliWith(env(), 'restore', file, '--replace');
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain('Restored');
    expect(await emails(postgres)).toEqual(['esi@example.com']);
    // Still a working database: the CLI's own commands run on it.
    expect(await cliWith(env(), 'set-user-type', 'esi@example.com', 'SELLER')).toMatchObject({ code: 0 });
  });

  it('will not restore a backup of the other kind', async () => {
    const pgliteBackup = join(dataDir, 'dwa-backup.tar.gz');
    expect(await cliWith(env(), 'restore', pgliteBackup)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('is a PGlite backup: unset DATABASE_URL'),
    });
    expect(await cli('restore', join(dataDir, 'dwa-backup.pgdump'))).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('is a PostgreSQL backup: set DATABASE_URL'),
    });
  });
});

describe('cli sweep-uploads', () => {
  it('removes an old upload no row names, after a dry run that only names it; keeps a young one', async () => {
    const folder = join(dataDir, 'uploads', 'listings');
    mkdirSync(folder, { recursive: true });
    const old = join(folder, 'crashed-320.webp');
    const young = join(folder, 'uploading-320.webp');
    writeFileSync(old, 'left by a crash');
    writeFileSync(young, 'still uploading');
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);

    const dry = await cli('sweep-uploads', '--dry-run');
    expect(dry).toMatchObject({ code: 0, stdout: expect.stringContaining('would remove 1 that no row names') });
    expect(dry.stdout).toContain('listings/crashed-320.webp');
    expect(existsSync(old)).toBe(true);

    const swept = await cli('sweep-uploads', '--grace=1h');
    expect(swept).toMatchObject({ code: 0, stdout: expect.stringContaining('removed 1 that no row names (older than 1h)') });
    expect(swept.stdout).toContain('Kept 1 newer files');
    expect(existsSync(old)).toBe(false);
    expect(existsSync(young)).toBe(true);
  });

  it('says what a grace period looks like', async () => {
    expect(await cli('sweep-uploads', '--grace=soon')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--grace takes a duration such as 1h'),
    });
  });
});
