import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The server-rendering tests need the web app built (the browser's files, the manifest and the
// server entry). Each test file that asks builds it once into a folder of its own (about 10 s), so a
// build elsewhere (`npm start`, the journeys) can never empty it mid-test.

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export function buildWeb(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'dwa-web-'));
  execFileSync('npm', ['run', 'build', '-w', '@dwa/web'], {
    cwd: REPO_ROOT,
    env: { ...process.env, WEB_OUT_DIR: outDir },
    stdio: 'pipe',
  });
  if (!existsSync(join(outDir, '.server', 'entry-server.js'))) throw new Error(`The web build in ${outDir} has no server entry.`);
  return outDir;
}
