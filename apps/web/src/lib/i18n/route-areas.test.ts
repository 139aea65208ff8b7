import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTE_AREAS } from './route-areas';

// ADR 046: the areas' messages travel with the code that shows them. This check reads the sources'
// static imports (not `import()`, which starts a chunk of its own) and fails when route-areas.ts does
// not name exactly the areas a route module reaches (a page in French would then load an area after
// its module, or load one it never shows), or when the shell every page loads reaches an area (its
// English would join everyone's first load). A part the page renders with whenSeen (ADR 050) is the
// page's too: the server renders it in the page's language and it hydrates later, so its areas are
// named with the route (their catalogs arrive with the page), though its English does not.

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const STATIC_IMPORT = /(?:^|[;\n])\s*(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const WHEN_SEEN = /whenSeen\(\s*async\s*\(\)\s*=>\s*\(\s*await\s+import\(\s*['"]([^'"]+)['"]\s*\)\s*\)/g;
const AREA_SOURCE = /^src\/lib\/i18n\/catalogs\/([^/]+)\/index\.ts$/;

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(join(WEB, from)), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(WEB, candidate);
  }
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** The areas whose English `module` reaches through static imports (and, with `parts`, its whenSeen parts). */
function areasReached(module: string, { parts = false }: { parts?: boolean } = {}): string[] {
  const seen = new Set<string>();
  const areas = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const area = AREA_SOURCE.exec(file)?.[1];
    if (area) areas.add(area);
    const source = readFileSync(join(WEB, file), 'utf8');
    for (const match of [...source.matchAll(STATIC_IMPORT), ...(parts ? source.matchAll(WHEN_SEEN) : [])]) {
      const next = resolveImport(file, match[1] ?? '');
      if (next) visit(next);
    }
  };
  visit(module);
  return [...areas].sort();
}

/** The router's lazily loaded modules (router.tsx's glob), by their manifest names. */
function routeModules(): string[] {
  const list = (folder: string, pattern: RegExp) =>
    readdirSync(join(WEB, 'src/app', folder))
      .filter((name) => pattern.test(name) && !name.endsWith('.test.tsx'))
      .map((name) => `src/app/${folder}/${name}`);
  return [...list('routes', /\.tsx$/), ...list('layouts', /-layout\.tsx$/), ...list('guards', /^require-.*\.tsx$/)].filter(
    (module) => module !== 'src/app/layouts/root-layout.tsx',
  );
}

describe('route areas', () => {
  it.each(routeModules())('%s names the areas it shows', (module) => {
    expect([...(ROUTE_AREAS[module] ?? [])].sort()).toEqual(areasReached(module, { parts: true }));
  });

  it('names only modules the router has', () => {
    const modules = routeModules();
    expect(Object.keys(ROUTE_AREAS).filter((module) => !modules.includes(module))).toEqual([]);
  });

  it("keeps every area's English out of the shell every page loads", () => {
    expect(areasReached('src/main.tsx')).toEqual([]);
  });
});
