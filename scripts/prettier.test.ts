import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Prettier bites (docs/decisions/082-prettier-formats-the-code.md): `npm run lint` checks the format
// first; in a scratch folder with the repository's settings, a planted unformatted file fails the
// check and is named, the same code formatted passes, and what is generated stays out of it.

const ROOT = resolve(import.meta.dirname, '..');
const PRETTIER = join(ROOT, 'node_modules/prettier/bin/prettier.cjs');

let scratch = '';

function check(...files: string[]) {
  return spawnSync(process.execPath, [PRETTIER, '--check', ...files], { cwd: scratch, encoding: 'utf8' });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'dwa-prettier-'));
  for (const file of ['.prettierrc.json', '.prettierignore']) copyFileSync(join(ROOT, file), join(scratch, file));
  mkdirSync(join(scratch, 'src'));
  mkdirSync(join(scratch, 'packages/db/drizzle/meta'), { recursive: true });
  writeFileSync(join(scratch, 'src/planted.ts'), 'export const planted = {a:1,  b : "two"}\n');
  writeFileSync(join(scratch, 'src/formatted.ts'), "export const formatted = { a: 1, b: 'two' };\n");
  writeFileSync(join(scratch, 'packages/db/drizzle/meta/_journal.json'), '{"version":"7","entries":[]}\n');
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('prettier', () => {
  it('runs in npm run lint, before the linters', () => {
    const lint = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.lint;
    expect(lint?.startsWith('prettier --check .')).toBe(true);
  });

  it('fails on an unformatted file and names it', () => {
    const run = check('.');
    expect(run.status).not.toBe(0);
    expect(run.stderr + run.stdout).toContain('src/planted.ts');
    expect(run.stderr + run.stdout).not.toContain('src/formatted.ts');
  });

  it('passes formatted code, and leaves out what drizzle-kit writes', () => {
    const run = check('src/formatted.ts', 'packages/db/drizzle/meta/_journal.json');
    expect(run.status).toBe(0);
  });
});
