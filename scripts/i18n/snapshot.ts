import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { intlTag } from '../../apps/web/src/lib/i18n/locales';
import type { Locale } from '../../apps/web/src/lib/i18n/locales';
import { toIcu } from './icu';
import { formatMessage } from './legacy-message-format';
import { sampleValues } from './samples';
import { readSources } from './sources';

// Every message of the TypeScript catalogs, rendered by the formatter they were written for with the
// sample values of samples.ts: what catalogs.test.ts expects the JSON catalogs to render, word for
// word. Run before the catalogs move (and again after merging a branch that adds keys to the TS
// catalogs, while they exist): `node --import tsx scripts/i18n/snapshot.ts`.

export const SNAPSHOT = resolve(import.meta.dirname, 'rendered-snapshot.json');

const rendered: Record<string, string[]> = {};
for (const { namespace, languages } of await readSources()) {
  const english = languages.en ?? {};
  for (const [code, messages] of Object.entries(languages)) {
    if (namespace === 'issues' && code === 'en') continue; // English shows the sentence as it came
    const tag = intlTag(code as Locale);
    for (const [key, message] of Object.entries(messages)) {
      const rows = sampleValues([toIcu(message), toIcu(english[key] ?? message)]);
      rendered[`${namespace}/${code}/${key}`] = rows ? rows.map((values) => formatMessage(message, values, tag)) : [formatMessage(message, undefined, tag)];
    }
  }
}
// One message a line, so a change reads as a diff of the messages it touches.
const lines = Object.entries(rendered).map(([key, rows]) => `${JSON.stringify(key)}: ${JSON.stringify(rows.length === 1 ? rows[0] : rows)}`);
writeFileSync(SNAPSHOT, `{\n${lines.join(',\n')}\n}\n`);
console.log(`${Object.keys(rendered).length} messages rendered to ${SNAPSHOT}`);
