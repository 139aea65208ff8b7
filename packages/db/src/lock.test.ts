import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, acquireDirLock } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'dwa-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data dir lock', () => {
  it('refuses a second database on the same data dir with a clear error', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/already in use by process/);
    await first.close();
    expect(existsSync(join(dir, 'pglite.lock'))).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await again.ping()).toBe(true);
    await again.close();
  }, 120_000); // A new PGlite data dir, initdb included, twice: 29 s of the 30 s default on a loaded machine.

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'pglite.lock'), '2147483646');
    const lock = acquireDirLock(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });
});
