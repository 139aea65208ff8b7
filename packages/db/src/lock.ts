import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

// PGlite has no lock of its own: two processes on one data dir silently lose writes
// (docs/architecture.md). One process holds DATA_DIR/pglite.lock with its pid; a second one is refused.

export type DirLock = { path: string; release: () => void };

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The database in ${dir} is already in use by process ${pid}. ` +
        'Stop that process first, or point DATA_DIR at another folder. Two processes on one embedded database would lose data.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirLock(dir: string): DirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirLockedError(dir, holder);
      }
      // A lock left by a process that died: take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
