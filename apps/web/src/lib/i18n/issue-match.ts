import { formatMessage } from './message-format';
import type { MessageValues } from './message-format';

// Finding a shared sentence in a language's catalog (ADR 048), loaded with the first catalog
// (issue-text.ts): as it is, or by the English pattern of a key with placeholders.

/** English sentence (with `{name}` placeholders where it varies) → the sentence in one language. */
export type IssueCatalog = Readonly<Record<string, string>>;

type Pattern = { key: string; regex: RegExp; names: { name: string; count: boolean }[] };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The end of the `{…}` that opens at `start`, nested braces included. */
function closing(text: string, start: number): number {
  let depth = 0;
  for (let index = start; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return text.length;
}

/**
 * What an English sentence with placeholders matches: `{code}` any text, and a plural
 * (`{minutes, plural, one {# minute} other {# minutes}}`) a number followed by one of its forms.
 */
export function issuePattern(key: string): Pattern | null {
  if (!key.includes('{')) return null;
  let source = '';
  const names: Pattern['names'] = [];
  let index = 0;
  while (index < key.length) {
    if (key[index] !== '{') {
      source += escape(key[index] ?? '');
      index += 1;
      continue;
    }
    const end = closing(key, index);
    const inner = key.slice(index + 1, end);
    const plural = /^(\w+), plural, (.*)$/s.exec(inner);
    if (plural?.[1] && plural[2]) {
      const tails = [...plural[2].matchAll(/\w+ \{#([^{}]*)\}/g)].map((form) => escape(form[1] ?? '')).sort((a, b) => b.length - a.length);
      source += `(\\d+)(?:${tails.join('|')})`;
      names.push({ name: plural[1], count: true });
    } else {
      source += '(.+?)';
      names.push({ name: inner.trim(), count: false });
    }
    index = end + 1;
  }
  return { key, regex: new RegExp(`^${source}$`, 's'), names };
}

/** The language's function: the English sentence in, the language's out (or the same, when no key knows it). */
export function translator(catalog: IssueCatalog, tag: string): (message: string) => string {
  const patterns = Object.keys(catalog)
    .map(issuePattern)
    .filter((pattern) => pattern !== null);
  return (message) => {
    const exact = catalog[message];
    if (exact !== undefined) return exact;
    for (const pattern of patterns) {
      const match = pattern.regex.exec(message);
      const translated = catalog[pattern.key];
      if (!match || translated === undefined) continue;
      const values: MessageValues = {};
      pattern.names.forEach(({ name, count }, position) => {
        const value = match[position + 1] ?? '';
        values[name] = count ? Number(value) : value;
      });
      return formatMessage(translated, values, tag);
    }
    return message;
  };
}
