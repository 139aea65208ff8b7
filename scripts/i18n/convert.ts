import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '../../apps/web/vite.catalogs';
import { toIcu } from './icu';
import { I18N, LANGUAGES, readSources } from './sources';

// Issue 30, ADR 068: the TypeScript catalogs (areas/<area>/<lang>.ts, messages/<lang>.ts,
// issues/<lang>.ts) written as ICU MessageFormat JSON, one file per namespace and language:
// catalogs/<namespace>/<lang>.json (the shell's namespace is `shell`, the shared sentences' `issues`),
// plus each area's catalogs/<area>/index.ts, the module the components import. Deterministic: keys
// in English's order, two-space JSON; running it twice changes nothing. Every message is compiled
// as the build compiles it, so a message the build would refuse stops the conversion.
//
// `node --import tsx scripts/i18n/convert.ts` writes the catalogs; `--imports` also points the
// components' imports of `areas/<area>/en` at `catalogs/<area>` (for code merged from a branch that
// still imports the TypeScript area). Works while the TypeScript catalogs exist; they go once the
// last branch that adds keys to them is merged.

const CATALOGS = join(I18N, 'catalogs');
const WEB_SRC = join(I18N, '../..');

const json = (messages: Record<string, string>) => `${JSON.stringify(messages, null, 2)}\n`;

function areaModule(name: string, exportName: string): string {
  return `import { defineArea } from '../../area';
import en from './en.json';

// The ${name} area's messages (ADR 046): English, the source, in en.json, which types the keys; each
// other language in <lang>.json beside it (ICU MessageFormat, compiled at build time, ADR 068).
export const ${exportName} = defineArea('${name}', en);
`;
}

const failures: string[] = [];
const sources = await readSources();
for (const { namespace, exportName, languages } of sources) {
  const folder = join(CATALOGS, namespace);
  mkdirSync(folder, { recursive: true });
  for (const code of LANGUAGES) {
    const messages = Object.fromEntries(Object.entries(languages[code] ?? {}).map(([key, message]) => [key, toIcu(message)]));
    for (const [key, message] of Object.entries(messages)) {
      try {
        compileMessage(message, `${namespace}/${code}.json: ${key}`);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    writeFileSync(join(folder, `${code}.json`), json(messages));
  }
  if (exportName) writeFileSync(join(folder, 'index.ts'), areaModule(namespace, exportName));
}
console.log(`${sources.length} namespaces written to ${relative(process.cwd(), CATALOGS)}`);

if (process.argv.includes('--imports')) {
  const IMPORT = /(['"])((?:\.{1,2}\/)+(?:[\w-]+\/)*)areas\/([\w-]+)\/en\1/g;
  const visit = (folder: string): number => {
    let changed = 0;
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (path === join(I18N, 'areas')) continue;
      if (statSync(path).isDirectory()) changed += visit(path);
      else if (/\.tsx?$/.test(name)) {
        const source = readFileSync(path, 'utf8');
        const next = source.replace(IMPORT, (_, quote: string, prefix: string, area: string) => `${quote}${prefix}catalogs/${area}${quote}`);
        if (next !== source) {
          writeFileSync(path, next);
          changed += 1;
        }
      }
    }
    return changed;
  };
  console.log(`${visit(WEB_SRC)} files now import catalogs/<area>`);
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
