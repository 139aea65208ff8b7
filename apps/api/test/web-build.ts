import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

// The server-rendering tests need the web app built (the browser's files, the manifest and the
// server entry). One build per Vitest run (about 10 s on an idle machine, far more on a loaded one),
// in a folder of the run's own (test/global-setup.ts names it), so a build elsewhere (`npm start`,
// the journeys) can never empty it mid-test: the first file that asks builds it, any other file, of
// either API project, waits for that build and reads the same files (ADR 091). Nothing writes there.

const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const WAIT_MS = 600_000;

export async function buildWeb(): Promise<string> {
  const runDir = inject('webBuildDir');
  const outDir = join(runDir, 'dist');
  const built = join(runDir, 'built');
  const failed = join(runDir, 'failed');
  mkdirSync(runDir, { recursive: true });
  try {
    // Atomic: exactly one file of the run gets to build.
    mkdirSync(join(runDir, 'building'));
  } catch {
    const deadline = Date.now() + WAIT_MS;
    while (!existsSync(built)) {
      if (existsSync(failed)) throw new Error(`The run's web build failed:\n${readFileSync(failed, 'utf8')}`);
      if (Date.now() > deadline) throw new Error(`The run's web build in ${outDir} did not finish within ${WAIT_MS / 1000} s.`);
      await new Promise((done) => setTimeout(done, 250));
    }
    return outDir;
  }
  try {
    await promisify(execFile)('npm', ['run', 'build', '-w', '@dwa/web'], {
      cwd: REPO_ROOT,
      env: { ...process.env, WEB_OUT_DIR: outDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (!existsSync(join(outDir, '.server', 'entry-server.js'))) throw new Error(`The web build in ${outDir} has no server entry.`);
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? `${error.message}\n${(error as { stderr?: string }).stderr ?? ''}` : String(error));
    throw error;
  }
  writeFileSync(built, '');
  return outDir;
}
