import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// knip bites (docs/decisions/058-knip-finds-unused-code.md): in a scratch copy of the sources, plant
// an unused file, an unused export in a file that is used, and an unused dependency; knip must
// report each of them, under its kind, and exit non-zero so that `npm run lint`, which runs it, fails.

const ROOT = resolve(import.meta.dirname, '..');
const WORKSPACES = ['apps/api', 'apps/web', 'packages/shared', 'packages/db'];

type Issue = { file: string; files: { name: string }[]; exports: { name: string }[]; dependencies: { name: string }[] };

let scratch = '';
let status: number | null = null;
let issues: Issue[] = [];

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'dwa-knip-'));
  for (const ws of WORKSPACES) {
    for (const entry of [
      'src',
      'test',
      'package.json',
      'tsconfig.json',
      'tsconfig.sw.json',
      'vite.config.ts',
      'vite.pwa.ts',
      'vite.catalogs.ts',
      'index.html',
      'drizzle.config.ts',
    ]) {
      if (existsSync(join(ROOT, ws, entry))) cpSync(join(ROOT, ws, entry), join(scratch, ws, entry), { recursive: true });
    }
    if (existsSync(join(ROOT, ws, 'node_modules'))) symlinkSync(join(ROOT, ws, 'node_modules'), join(scratch, ws, 'node_modules'), 'dir');
  }
  for (const path of ['scripts', 'e2e']) cpSync(join(ROOT, path), join(scratch, path), { recursive: true });
  for (const file of [
    'package.json',
    'knip.json',
    'tsconfig.json',
    'tsconfig.base.json',
    'eslint.config.js',
    'vitest.config.ts',
    'playwright.config.ts',
  ]) {
    cpSync(join(ROOT, file), join(scratch, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');

  // The plants.
  writeFileSync(join(scratch, 'apps/api/src/lib/zz-planted-file.ts'), 'export const plantedFile = 1;\n');
  appendFileSync(join(scratch, 'apps/web/src/lib/storage.ts'), '\nexport const zzPlantedExport = 1;\n');
  const web = JSON.parse(readFileSync(join(scratch, 'apps/web/package.json'), 'utf8')) as { dependencies: Record<string, string> };
  web.dependencies['is-number'] = '^7.0.0';
  writeFileSync(join(scratch, 'apps/web/package.json'), `${JSON.stringify(web, null, 2)}\n`);

  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/knip/bin/knip.js'), '--reporter', 'json', '--no-progress'], {
    cwd: scratch,
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  status = run.status;
  issues = (JSON.parse(run.stdout) as { issues: Issue[] }).issues;
}, 120_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('knip', () => {
  it('runs in npm run lint', () => {
    const lint = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.lint;
    expect(lint?.split('&&').map((step) => step.trim())).toContain('knip');
  });

  it('fails', () => {
    expect(status).not.toBe(0);
  });

  it('reports the unused file', () => {
    expect(issues.flatMap((i) => i.files.map((f) => f.name))).toContain('apps/api/src/lib/zz-planted-file.ts');
  });

  it('reports the unused export', () => {
    const storage = issues.find((i) => i.file === 'apps/web/src/lib/storage.ts');
    expect(storage?.exports.map((e) => e.name)).toEqual(['zzPlantedExport']);
  });

  it('reports the unused dependency', () => {
    const web = issues.find((i) => i.file === 'apps/web/package.json');
    expect(web?.dependencies.map((d) => d.name)).toEqual(['is-number']);
  });

  it('reports nothing but the plants', () => {
    const names = issues.flatMap((i) => [...i.files, ...i.exports, ...i.dependencies].map((x) => x.name));
    expect(names.sort()).toEqual(['apps/api/src/lib/zz-planted-file.ts', 'is-number', 'zzPlantedExport']);
  });
});
