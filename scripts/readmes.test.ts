import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The READMEs of features/, modules/ and plugins/ list what is there: every folder (or source file)
// present is named in the README's list section, and the list names nothing absent. The layout in
// docs/architecture.md names only folders and files that exist, and the ADRs it cites exist.

const ROOT = resolve(import.meta.dirname, '..');

/** The `name/` or `name.ts` items that open the bullets of one `## heading` section. */
function listed(readme: string, heading: string): string[] {
  const text = readFileSync(join(ROOT, readme), 'utf8');
  const start = text.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`${readme} has no "## ${heading}" section`);
  const rest = text.slice(start + heading.length + 5);
  const end = rest.search(/\n(## |Rules:)/);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!).sort();
}

const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => `${e.name}/`)
    .sort();

const sourceFiles = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => e.name)
    .sort();

describe('READMEs list what is there', () => {
  it('features/README.md names every feature folder and nothing else', () => {
    expect(listed('apps/web/src/features/README.md', 'The features')).toEqual(folders('apps/web/src/features'));
  });

  it('modules/README.md names every module folder and nothing else', () => {
    expect(listed('apps/api/src/modules/README.md', 'The modules')).toEqual(folders('apps/api/src/modules'));
  });

  it('plugins/README.md names every plugin source file and nothing else', () => {
    expect(listed('apps/api/src/plugins/README.md', 'The files')).toEqual(sourceFiles('apps/api/src/plugins'));
  });
});

/** The paths the layout block of docs/architecture.md names, each with its parents (`<name>` placeholders left out). */
function layoutPaths(architecture: string): string[] {
  const block = architecture.split('## Layout')[1]?.split('```')[1] ?? '';
  const parents: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const name = line.trim().split(/\s+/)[0] ?? '';
    // Description lines carry on at a deep indent; a name is a folder (`x/`) or a file (`x.ts`).
    if (!name || indent > 6 || !/^[\w.-]+(\/[\w.-]+)*(\/|\.\w+)$/.test(name)) {
      if (name.includes('<')) parents.push({ indent, path: '<placeholder>' });
      continue;
    }
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const parent = parents.at(-1)?.path;
    if (parent === '<placeholder>') continue;
    const path = parent ? `${parent}${name}` : name;
    paths.push(path);
    if (name.endsWith('/')) parents.push({ indent, path });
  }
  return paths;
}

describe('docs/architecture.md', () => {
  const architecture = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

  it('reads the layout block as paths under their parents', () => {
    const paths = layoutPaths(architecture);
    expect(paths).toContain('apps/api/src/server.ts');
    expect(paths).toContain('apps/web/src/components/');
    expect(paths.length).toBeGreaterThan(20);
  });

  it('names in its layout only folders and files that exist', () => {
    expect(layoutPaths(architecture).filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('cites only ADRs that exist', () => {
    const numbers = new Set(readdirSync(join(ROOT, 'docs/decisions')).map((file) => file.slice(0, 3)));
    const cited = [...architecture.matchAll(/\bADRs? ((?:\d{3}(?:, | and | or |, and )?)+)/g)].flatMap((m) => m[1]!.match(/\d{3}/g) ?? []);
    expect(cited.length).toBeGreaterThan(20);
    expect([...new Set(cited)].filter((n) => !numbers.has(n))).toEqual([]);
  });
});
