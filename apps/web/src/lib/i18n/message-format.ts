// A small subset of ICU MessageFormat: `{name}` interpolation, `{count, plural, =0 {…} one {…} other {…}}`
// (with `#` for the number, in the language's own plural rules) and `{kind, select, a {…} other {…}}`.
// Enough for an interface's messages at a few hundred bytes, instead of a full ICU runtime.

import { ENGLISH_TAG, formatFor } from './format';

export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();

/** A count's plural category; English's without Intl (its 'one' is 1 written without decimals). */
function pluralOf(tag: string, count: number): string {
  if (tag === ENGLISH_TAG) return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(tag);
  if (!rules) pluralRules.set(tag, (rules = new Intl.PluralRules(tag)));
  return rules.select(count);
}

/** A number in the language's digits (format.ts: English's without Intl). */
const numberText = (tag: string, value: number): string => formatFor(tag).number(value);

/** The index of the brace closing the one opened at `start`. */
function closing(message: string, start: number): number {
  let depth = 0;
  for (let index = start; index < message.length; index += 1) {
    if (message[index] === '{') depth += 1;
    else if (message[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return message.length;
}

/** `=0 {none} one {# item} other {# items}` as [selector, message] pairs. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const end = closing(body, open);
    found.set(body.slice(index, open).trim(), body.slice(open + 1, end));
    index = end + 1;
  }
  return found;
}

function formatPart(inner: string, values: MessageValues, tag: string, pound: string | null): string {
  const [name = '', kind, ...rest] = inner.split(',');
  const key = name.trim();
  const value = values[key];
  if (kind === undefined) return value === undefined ? `{${key}}` : typeof value === 'number' ? numberText(tag, value) : value;
  const options = branches(rest.join(','));
  const type = kind.trim();
  if (type === 'plural') {
    const count = typeof value === 'number' ? value : Number(value);
    const chosen = options.get(`=${count}`) ?? options.get(pluralOf(tag, count)) ?? options.get('other') ?? '';
    return formatMessage(chosen, values, tag, numberText(tag, count));
  }
  const chosen = options.get(String(value)) ?? options.get('other') ?? '';
  return formatMessage(chosen, values, tag, pound);
}

export function formatMessage(message: string, values: MessageValues | undefined, tag: string, pound: string | null = null): string {
  if (!values && pound === null) return message;
  let out = '';
  let index = 0;
  while (index < message.length) {
    const char = message[index];
    if (char === '{') {
      const end = closing(message, index);
      out += formatPart(message.slice(index + 1, end), values ?? {}, tag, pound);
      index = end + 1;
    } else {
      out += pound !== null && char === '#' ? pound : char;
      index += 1;
    }
  }
  return out;
}

/** The placeholders a message uses (`{name}`, and the argument of a plural or select): the completeness check compares them. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (text: string) => {
    let index = 0;
    while (index < text.length) {
      if (text[index] === '{') {
        const end = closing(text, index);
        const inner = text.slice(index + 1, end);
        const [name = '', kind, ...rest] = inner.split(',');
        names.add(name.trim());
        if (kind !== undefined) for (const branch of branches(rest.join(',')).values()) visit(branch);
        index = end + 1;
      } else index += 1;
    }
  };
  visit(message);
  return [...names].sort();
}
