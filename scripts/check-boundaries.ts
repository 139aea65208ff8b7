// Proves that the import rules bite (docs/decisions/013-boundaries-checked-by-dependency-cruiser.md):
// copies the sources to a scratch folder, plants one forbidden import of each kind, runs
// dependency-cruiser there, and fails unless every planted import is reported under its rule and
// nothing else is. `npm run lint` runs it after the real check.
//
//   node --import tsx scripts/check-boundaries.ts

import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** A planted file: `imports` plants `export * from '<imports>';`, `source` any other text. */
type Plant = { rule: string; file: string } & ({ imports: string } | { source: string });

const ROOT = resolve(import.meta.dirname, '..');

/** One forbidden import of each kind, as a new file (so the real sources stay as they are). */
const PLANTS: Plant[] = [
  { rule: 'web-features-are-isolated', file: 'apps/web/src/features/shop/zz-planted.ts', imports: '../chat/lib/message-rules' },
  {
    rule: 'web-shared-code-never-imports-features-or-app',
    file: 'apps/web/src/lib/zz-planted.ts',
    imports: '../features/chat/lib/message-rules',
  },
  {
    rule: 'web-features-never-import-the-app-shell',
    file: 'apps/web/src/features/shop/zz-planted-app.ts',
    imports: '../../app/route-error-boundary',
  },
  { rule: 'web-never-imports-server-code', file: 'apps/web/src/lib/zz-planted-server.ts', imports: '../../../api/src/lib/text' },
  { rule: 'web-islands-stand-alone', file: 'apps/web/src/islands/zz-planted.ts', imports: '../lib/storage' },
  {
    rule: 'web-translates-by-code',
    file: 'apps/web/src/lib/zz-planted-problems.ts',
    imports: '../../../../packages/shared/src/problems',
  },
  { rule: 'shared-is-pure', file: 'packages/shared/src/zz-planted.ts', imports: '../../db/src/lock' },
  { rule: 'packages-never-import-apps', file: 'packages/db/src/zz-planted.ts', imports: '../../../apps/api/src/lib/text' },
  { rule: 'api-lib-is-the-bottom', file: 'apps/api/src/lib/zz-planted.ts', imports: '../modules/orders/order-rules-planted' },
  { rule: 'api-plugins-never-import-modules', file: 'apps/api/src/plugins/zz-planted.ts', imports: '../modules/cart/cart.service' },
  { rule: 'api-modules-meet-through-services', file: 'apps/api/src/modules/orders/zz-planted.ts', imports: '../cart/cart.repo' },
  { rule: 'api-modules-never-import-the-root', file: 'apps/api/src/modules/orders/zz-planted-root.ts', imports: '../../services' },
  {
    rule: 'api-layer-1',
    file: 'apps/api/src/modules/notifications/zz-planted.ts',
    source: "export type { ListingService } from '../listings/listings.service';",
  },
  {
    rule: 'production-code-never-imports-tests',
    file: 'apps/api/src/modules/cart/zz-planted.ts',
    imports: '../../../test/factories/users',
  },
  { rule: 'declared-dependencies-only', file: 'apps/web/src/lib/zz-planted-dep.ts', imports: 'drizzle-orm' },
  { rule: 'no-circular', file: 'apps/web/src/lib/zz-cycle-a.ts', source: "export * from './zz-cycle-b';\nexport const a = 1;" },
];
/** Files a plant needs beside it (the other half of the cycle, a module file to point at). */
const HELPERS: { file: string; source: string }[] = [
  { file: 'apps/web/src/lib/zz-cycle-b.ts', source: "export * from './zz-cycle-a';\nexport const b = 2;" },
  { file: 'apps/api/src/modules/orders/order-rules-planted.ts', source: 'export const planted = true;' },
];

type Violation = { rule: { name: string }; from: string; to: string };

function main(): number {
  const scratch = mkdtempSync(join(tmpdir(), 'dwa-boundaries-'));
  try {
    for (const path of [
      'apps/api/src',
      'apps/api/test',
      'apps/web/src',
      'packages/shared/src',
      'packages/shared/test',
      'packages/db/src',
    ]) {
      cpSync(join(ROOT, path), join(scratch, path), { recursive: true });
    }
    for (const path of [
      'package.json',
      'tsconfig.json',
      'tsconfig.base.json',
      '.dependency-cruiser.cjs',
      'apps/api/package.json',
      'apps/web/package.json',
      'packages/shared/package.json',
      'packages/db/package.json',
      'apps/web/index.html',
      'apps/web/vite.catalogs.ts',
    ]) {
      cpSync(join(ROOT, path), join(scratch, path));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    // The web's own packages (vite, which the catalogs' compile step and its test import).
    symlinkSync(join(ROOT, 'apps/web/node_modules'), join(scratch, 'apps/web/node_modules'), 'dir');
    // The root tsconfig names e2e and scripts, which the scratch copy leaves out: give it one input.
    execFileSync('mkdir', ['-p', join(scratch, 'scripts')]);
    writeFileSync(join(scratch, 'scripts/placeholder.ts'), 'export {};\n');
    for (const plant of [...PLANTS, ...HELPERS]) {
      const target = join(scratch, plant.file);
      execFileSync('mkdir', ['-p', dirname(target)]);
      writeFileSync(target, `${'imports' in plant ? `export * from '${plant.imports}';` : plant.source}\n`);
    }

    const depcruise = join(ROOT, 'node_modules/.bin/depcruise');
    let output = '';
    try {
      output = execFileSync(depcruise, ['apps', 'packages', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
        cwd: scratch,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch (error) {
      // depcruise exits non-zero when it finds violations: that is the point here.
      output = String((error as { stdout?: string }).stdout ?? '');
    }
    const violations = (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;

    const problems: string[] = [];
    for (const plant of PLANTS) {
      const caught = violations.some(
        (violation) => violation.rule.name === plant.rule && (violation.from === plant.file || violation.to === plant.file),
      );
      if (!caught) problems.push(`rule ${plant.rule} did not report ${plant.file}`);
    }
    const planted = new Set([...PLANTS, ...HELPERS].map((plant) => plant.file));
    for (const violation of violations) {
      if (!planted.has(violation.from) && !planted.has(violation.to))
        problems.push(`unexpected: ${violation.rule.name} ${violation.from} -> ${violation.to}`);
    }
    if (problems.length > 0) {
      console.error(`Boundary rules check failed:\n  ${problems.join('\n  ')}`);
      return 1;
    }
    console.log(`Boundary rules bite: each of ${PLANTS.length} planted forbidden imports was reported under its rule.`);
    return 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

process.exit(main());
