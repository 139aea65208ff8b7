import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '@dwa/db/client';
import { users } from '@dwa/db/schema';

// The operator CLI, run as `npm run cli` runs it, on a PGlite data directory of its own (so the
// PostgreSQL test project leaves this file out: see vitest.config.ts).

const run = promisify(execFile);
const API_DIR = join(import.meta.dirname, '..');
let dataDir: string;

function cli(...args: string[]) {
  const { DATABASE_URL: _postgres, ...env } = process.env;
  return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: API_DIR,
    env: { ...env, NODE_ENV: 'development', DATA_DIR: dataDir },
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
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite'), loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
  await database.db.insert(users).values({ email: 'ama@example.com', name: 'Ama', passwordHash: 'x' });
  await database.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('cli set-user-type', () => {
  it('changes the type of an account found by email (any case)', async () => {
    const result = await cli('set-user-type', 'AMA@example.com', 'seller');
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain('ama@example.com is now SELLER (was CUSTOMER).');
    expect(await userType('ama@example.com')).toBe('SELLER');
  });

  it('says so for an unknown email, an unknown type or a missing argument', async () => {
    expect(await cli('set-user-type', 'nobody@example.com', 'ADMIN')).toMatchObject({ code: 1, stderr: expect.stringContaining('User not found.') });
    expect(await cli('set-user-type', 'ama@example.com', 'KING')).toMatchObject({ code: 2, stderr: expect.stringContaining("Unknown type 'KING'") });
    expect(await cli('set-user-type', 'ama@example.com')).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });
});
