import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../apps/web/vite.catalogs';
import { intlTag } from '../../apps/web/src/lib/i18n/locales';
import type { Locale } from '../../apps/web/src/lib/i18n/locales';
import { formatMessage } from '../../apps/web/src/lib/i18n/message-format';
import { sampleValues } from './samples';

// Issue 30, ADR 068: the catalogs moved from TypeScript to ICU MessageFormat JSON without changing a
// word. rendered-snapshot.json holds every message as the old formatter rendered it (snapshot.ts,
// committed before the move); each is rendered again here from the JSON, compiled as the build
// compiles it, by the new runtime, with the same sample values (apps/web/src/lib/i18n/
// message-format.test.ts plants a broken message in a build).

const CATALOGS = resolve(import.meta.dirname, '../../apps/web/src/lib/i18n/catalogs');
const snapshot = JSON.parse(readFileSync(resolve(import.meta.dirname, 'rendered-snapshot.json'), 'utf8')) as Record<string, string | string[]>;

const namespaces = readdirSync(CATALOGS).sort();
const read = (namespace: string, code: string) => readFileSync(join(CATALOGS, namespace, `${code}.json`), 'utf8');
const source = (namespace: string, code: string) => JSON.parse(read(namespace, code)) as Record<string, string>;

describe('the JSON catalogs', () => {
  it.each(namespaces)('%s: every message renders as it did before the move, in every language', (namespace) => {
    const english = source(namespace, 'en');
    const differences: string[] = [];
    const unseen: string[] = [];
    for (const code of readdirSync(join(CATALOGS, namespace)).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5))) {
      if (namespace === 'issues' && code === 'en') continue; // English shows the sentence as it came
      const messages = source(namespace, code);
      const compiled = compileCatalog(read(namespace, code), `${namespace}/${code}.json`);
      for (const [key, message] of Object.entries(messages)) {
        const expected = snapshot[`${namespace}/${code}/${key}`];
        if (expected === undefined) {
          unseen.push(`${code}/${key}`);
          continue;
        }
        const rows = sampleValues([message, english[key] ?? message]);
        const tag = intlTag(code as Locale);
        const compiledMessage = compiled[key] ?? '';
        const rendered = rows ? rows.map((values) => formatMessage(compiledMessage, values, tag)) : [formatMessage(compiledMessage, undefined, tag)];
        if (JSON.stringify(rendered.length === 1 ? rendered[0] : rendered) !== JSON.stringify(expected)) differences.push(`${code}/${key}: ${JSON.stringify(rendered)} was ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
    // A key the snapshot lacks came from a branch merged after it: snapshot.ts renders it from the TS catalogs.
    expect(unseen, 'not in rendered-snapshot.json (run scripts/i18n/snapshot.ts)').toEqual([]);
  });

  it('lost no message the snapshot holds', () => {
    const present = new Set(namespaces.flatMap((namespace) => readdirSync(join(CATALOGS, namespace)).filter((file) => file.endsWith('.json')).flatMap((file) => Object.keys(source(namespace, file.slice(0, -5))).map((key) => `${namespace}/${file.slice(0, -5)}/${key}`))));
    expect(Object.keys(snapshot).filter((key) => !present.has(key))).toEqual([]);
  });
});
