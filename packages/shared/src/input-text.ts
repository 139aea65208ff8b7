import { coded } from './coded';
// What a piece of text may hold (issue 30): every string that reaches the API (JSON bodies, form
// fields, query values, path parameters) passes one check, in the API's `text-input` plugin and its
// form readers, instead of each module stripping NUL bytes its own way. PostgreSQL cannot store a
// NUL, a lone surrogate is not text at all (it turns into U+FFFD on the way to the database), and
// the other control characters (but tab, line feed and carriage return) are invisible to a reader.

/** The sentence a refused field answers (422, with the field's `loc`). */
export const TEXT_CHARACTERS_MESSAGE = coded(
  'input-text.text_characters',
  'Remove the invisible control characters from this text and try again.',
);

// C0 controls but \t \n \r, DEL, the C1 controls, and a surrogate without its pair (written out
// rather than String#isWellFormed, which older phones' browsers lack).
const UNACCEPTABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds nothing PostgreSQL or a reader cannot take. */
export function isAcceptableText(text: string): boolean {
  return !UNACCEPTABLE.test(text);
}

const UNACCEPTABLE_ALL = new RegExp(UNACCEPTABLE.source, 'g');

/**
 * The text without what the check refuses, trimmed: the shared schemas' one cleaning, for text
 * that reaches them without passing the API's check (a WebSocket frame, a form in the browser).
 */
export const cleanText = (value: string): string => value.replace(UNACCEPTABLE_ALL, '').trim();

type Path = (string | number)[];
type Step = { key: string | number; parent: Step | null };

const pathOf = (base: Path, step: Step | null): Path => {
  const keys: (string | number)[] = [];
  for (let at = step; at; at = at.parent) keys.push(at.key);
  return [...base, ...keys.reverse()];
};

/** An object whose entries are data (a parsed body or query, whatever its prototype), not bytes. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);

/**
 * The path of the first string (or object key) in `value` that is not acceptable text, or null.
 * Walks without recursion, each step linked to its parent: a body may nest 10,000 levels deep.
 * Bytes (a raw webhook body's Buffer) are not text and are left alone.
 */
export function findUnacceptableText(value: unknown, base: Path = []): Path | null {
  const stack: [unknown, Step | null][] = [[value, null]];
  while (stack.length > 0) {
    const [current, step] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isAcceptableText(current)) return pathOf(base, step);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) stack.push([current[index], { key: index, parent: step }]);
    } else if (isRecord(current)) {
      const keys = Object.keys(current);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index]!;
        if (!isAcceptableText(key)) return pathOf(base, { key, parent: step });
        stack.push([current[key], { key, parent: step }]);
      }
    }
  }
  return null;
}
