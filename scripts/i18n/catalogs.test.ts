import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../apps/web/vite.catalogs';
import { intlTag } from '../../apps/web/src/lib/i18n/locales';
import type { Locale } from '../../apps/web/src/lib/i18n/locales';
import { formatMessage } from '../../apps/web/src/lib/i18n/message-format';
import { PROBLEMS } from '../../packages/shared/src/problems';
import { sampleValues } from './samples';

// Issue 30, ADR 068: the catalogs moved from TypeScript to ICU MessageFormat JSON without changing a
// word. rendered-snapshot.json holds every message as the old formatter rendered it from the
// TypeScript catalogs (both deleted since; the snapshot is the reference as it stands); each is
// rendered again here from the JSON, compiled as the build compiles it, by the new runtime, with the
// same sample values (apps/web/src/lib/i18n/message-format.test.ts plants a broken message in a
// build). A key added since the move has no entry and is not compared; a message changed on purpose
// updates its entry; a key deleted on purpose deletes its entries.

const CATALOGS = resolve(import.meta.dirname, '../../apps/web/src/lib/i18n/catalogs');
const snapshot = JSON.parse(readFileSync(resolve(import.meta.dirname, 'rendered-snapshot.json'), 'utf8')) as Record<
  string,
  string | string[]
>;

const namespaces = readdirSync(CATALOGS).sort();

// ADR 077 keyed the shared sentences' catalog by machine code: `problems/<lang>/<code>` was
// `issues/<lang>/<the code's English>` in the snapshot (English itself was never rendered: it showed
// the sentence as it came).
const snapshotKey = (namespace: string, code: string, key: string) =>
  namespace === 'problems' ? `issues/${code}/${PROBLEMS[key as keyof typeof PROBLEMS] ?? key}` : `${namespace}/${code}/${key}`;
const read = (namespace: string, code: string) => readFileSync(join(CATALOGS, namespace, `${code}.json`), 'utf8');
const source = (namespace: string, code: string) => JSON.parse(read(namespace, code)) as Record<string, string>;

describe('the JSON catalogs', () => {
  it.each(namespaces)('%s: every message renders as it did before the move, in every language', (namespace) => {
    const english = source(namespace, 'en');
    const differences: string[] = [];
    for (const code of readdirSync(join(CATALOGS, namespace))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -5))) {
      if (namespace === 'problems' && code === 'en') continue; // English showed the sentence as it came
      const messages = source(namespace, code);
      const compiled = compileCatalog(read(namespace, code), `${namespace}/${code}.json`);
      for (const [key, message] of Object.entries(messages)) {
        const expected = snapshot[snapshotKey(namespace, code, key)];
        if (expected === undefined) continue; // added after the move
        const rows = sampleValues([message, english[key] ?? message]);
        const tag = intlTag(code as Locale);
        const compiledMessage = compiled[key] ?? '';
        const rendered = rows
          ? rows.map((values) => formatMessage(compiledMessage, values, tag))
          : [formatMessage(compiledMessage, undefined, tag)];
        if (JSON.stringify(rendered.length === 1 ? rendered[0] : rendered) !== JSON.stringify(expected))
          differences.push(`${code}/${key}: ${JSON.stringify(rendered)} was ${JSON.stringify(expected)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('lost no message the snapshot holds', () => {
    const present = new Set(
      namespaces.flatMap((namespace) =>
        readdirSync(join(CATALOGS, namespace))
          .filter((file) => file.endsWith('.json'))
          .flatMap((file) =>
            Object.keys(source(namespace, file.slice(0, -5))).map((key) => snapshotKey(namespace, file.slice(0, -5), key)),
          ),
      ),
    );
    expect(Object.keys(snapshot).filter((key) => !present.has(key))).toEqual([]);
  });
});
