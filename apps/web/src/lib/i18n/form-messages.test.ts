import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { codeOf } from '@dwa/shared/coded';
import { problemOf } from '@dwa/shared/problems';
import { compileMessage } from '../../../vite.catalogs';
import { formatMessage } from './message-format';
import { loadProblemCatalog, problemText } from './problem-text';
import { LOCALE_CODES, intlTag } from './locales';

// ADR 092: a form's own message (a shared schema's, a shared rule's) reads in the page's language by
// the code the shared package made it with (`coded`), not by recognising its English. Every shared
// schema is given values it refuses and every shared messages object is read; each message the
// shared package writes must carry its code, and read in all nine languages as it read when its code
// was found from its English (`problemOf`, the API's lookup, kept as the reference).

const modules = import.meta.glob<Record<string, unknown>>(['../../../../../packages/shared/src/*.ts', '!**/*.test.ts'], { eager: true });
const catalogs = import.meta.glob<Record<string, string>>('./catalogs/problems/*.json', { eager: true, import: 'default', query: '?raw' });
const catalog = (locale: string) => JSON.parse(String(catalogs[`./catalogs/problems/${locale}.json`] ?? '{}')) as Record<string, string>;
const OTHER_LOCALES = LOCALE_CODES.filter((locale) => locale !== 'en');

/** Values a schema refuses: nothing, wrong types, empty, too long, out of range. */
const PROBES: unknown[] = [undefined, null, '', 'x'.repeat(5000), -1, 1e12, 'not valid', {}, []];

function issuesOf(schema: z.ZodType): string[] {
  const messages: string[] = [];
  const shape = schema instanceof z.ZodObject ? Object.keys(schema.shape as object) : [];
  const tries: unknown[] = [...PROBES, ...PROBES.map((probe) => Object.fromEntries(shape.map((key) => [key, probe])))];
  for (const value of tries) {
    const parsed = schema.safeParse(value);
    if (!parsed.success) messages.push(...parsed.error.issues.map((issue) => issue.message));
  }
  return messages;
}

/** The sentences of a messages object (a string, or a function's, called with 7 for each argument). */
function sentencesOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      const made: unknown = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => 7));
      return typeof made === 'string' ? [made] : [];
    } catch {
      return [];
    }
  }
  return [];
}

const messages = new Set<string>();
for (const exports of Object.values(modules)) {
  for (const [name, value] of Object.entries(exports)) {
    if (value instanceof z.ZodType) issuesOf(value).forEach((message) => messages.add(message));
    else if (/(MESSAGES|ERRORS)$/.test(name) && value && typeof value === 'object')
      Object.values(value)
        .flatMap(sentencesOf)
        .forEach((message) => messages.add(message));
  }
}
/** The shared sentences among them: what the API's lookup recognises. */
const shared = [...messages].filter((message) => problemOf(message) !== null).sort();

describe('a form’s own messages', () => {
  beforeAll(() => Promise.all(OTHER_LOCALES.map((locale) => loadProblemCatalog(locale))));

  it('are many: every shared schema refused something, every messages object was read', () => {
    expect(shared.length).toBeGreaterThan(400);
  });

  it('each carry the code they were made with, and the values they show', () => {
    const lost = shared.filter((message) => codeOf(message) === undefined);
    expect(lost, 'messages that lost their code').toEqual([]);
  });

  it.each(OTHER_LOCALES)('read in %s as they did when their code was found from their English', (locale) => {
    const messages = catalog(locale);
    const changed: string[] = [];
    for (const message of shared) {
      const reference = problemOf(message);
      const translated = reference ? messages[reference.code] : undefined;
      const expected =
        translated === undefined || !reference ? message : formatMessage(compileMessage(translated), reference.params, intlTag(locale));
      const shown = problemText(message, locale);
      if (shown !== expected) changed.push(`${message}: ${shown} (was ${expected})`);
    }
    expect(changed).toEqual([]);
  });
});
