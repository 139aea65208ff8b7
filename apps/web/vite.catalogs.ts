import { TYPE, parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import type { CompiledMessage } from './src/lib/i18n/message-format';

// The catalogs (src/lib/i18n/catalogs/<namespace>/<lang>.json, ICU MessageFormat, ADR 068) compiled
// at build time by FormatJS's own parser: a message with a syntax error, or with an argument type
// the runtime does not format, stops the build (and the tests, which compile the same way) with the
// file, the key and the parser's reason. What the bundle gets is the parser's syntax tree (FormatJS's
// AST without locations, which intl-messageformat would format as it is), or the text itself when
// the message is only text, which is most of them: src/lib/i18n/message-format.ts renders both.

/** The argument types the runtime (message-format.ts) renders; numbers and dates go through format.ts. */
const RENDERED = new Set<TYPE>([TYPE.literal, TYPE.argument, TYPE.select, TYPE.plural, TYPE.pound]);

function check(elements: MessageFormatElement[], where: string): void {
  for (const element of elements) {
    if (!RENDERED.has(element.type))
      throw new Error(
        `${where}: the runtime renders {name}, plural, selectordinal and select only (format numbers and dates with format.ts)`,
      );
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) check(option.value, where);
  }
}

/** One message: its text when it is only text, otherwise FormatJS's syntax tree. Throws on a broken message. */
export function compileMessage(message: string, where = 'message'): CompiledMessage {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${where}: not ICU MessageFormat (${reason}): ${JSON.stringify(message)}`);
  }
  check(elements, where);
  if (elements.every((element) => element.type === TYPE.literal)) return elements.map((element) => element.value).join('');
  return elements as CompiledMessage; // check() left only the elements the runtime renders
}

/** A catalog file's JSON (key → ICU message) compiled, key by key. */
export function compileCatalog(json: string, file: string): Record<string, CompiledMessage> {
  const messages = JSON.parse(json) as unknown;
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) throw new Error(`${file}: not an object of messages`);
  const compiled: Record<string, CompiledMessage> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${key} is not a string`);
    compiled[key] = compileMessage(message, `${file}: ${key}`);
  }
  return compiled;
}

const CATALOG = /\/src\/lib\/i18n\/catalogs\/[^/]+\/[a-z]{2}\.json$/;

/** Vite: each catalog is compiled before Vite's JSON plugin turns it into a module. */
export function icuCatalogs(): Plugin {
  return {
    name: 'dwa-icu-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!CATALOG.test(id)) return null;
      try {
        return { code: JSON.stringify(compileCatalog(code, id.slice(id.indexOf('/src/') + 1))), map: null };
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
    },
  };
}

/** The arguments a message uses (`{name}`, and a plural's or select's, inside branches too), sorted: the completeness tests compare them. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.select || element.type === TYPE.plural)
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message, { ignoreTag: true }));
  return [...names].sort();
}
