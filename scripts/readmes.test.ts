import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The READMEs of features/, modules/ and plugins/ list what is there: every folder (or source file)
// present is named in the README's list section, and the list names nothing absent.

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
