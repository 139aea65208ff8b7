// Renders the catalogs' messages (ADR 068): ICU MessageFormat compiled at build time by FormatJS's
// parser (vite.catalogs.ts), so what arrives is either the text itself (most messages) or FormatJS's
// syntax tree: text, `{name}`, `#`, `plural`, `selectordinal` and `select`. Nothing parses at run
// time, and escaping ('{' quoted) was resolved by the parser. Numbers are written by format.ts, and
// English's plural categories without Intl (ADR 051). intl-messageformat formats the same trees;
// this is the part of it the catalogs use, at a tenth of its size (ADR 068 has the measurements).

import { ENGLISH_TAG, formatFor } from './format';

export type MessageValues = Record<string, string | number>;

type Options = Readonly<Record<string, { readonly value: readonly Element[] }>>;

/** FormatJS's AST elements the runtime renders (its TYPE enum: 0 literal, 1 argument, 5 select, 6 plural, 7 pound). */
type Element =
  | { readonly type: 0; readonly value: string }
  | { readonly type: 1; readonly value: string }
  | { readonly type: 5; readonly value: string; readonly options: Options }
  | {
      readonly type: 6;
      readonly value: string;
      readonly options: Options;
      readonly offset: number;
      readonly pluralType: 'cardinal' | 'ordinal';
    }
  | { readonly type: 7 };

/** A compiled message: its text, or FormatJS's syntax tree. */
export type CompiledMessage = string | readonly Element[];

const pluralRules = new Map<string, Intl.PluralRules>();

/** A count's plural category; English's without Intl (its 'one' is 1 written without decimals). */
function pluralOf(tag: string, count: number, ordinal: boolean): string {
  if (tag === ENGLISH_TAG) {
    if (!ordinal) return Math.abs(count) === 1 ? 'one' : 'other';
    const [tens, units] = [count % 100, count % 10];
    return units === 1 && tens !== 11 ? 'one' : units === 2 && tens !== 12 ? 'two' : units === 3 && tens !== 13 ? 'few' : 'other';
  }
  const key = `${tag}${ordinal ? '/o' : ''}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(tag, { type: ordinal ? 'ordinal' : 'cardinal' })));
  return rules.select(count);
}

/** A number in the language's digits (format.ts: English's without Intl). */
const numberText = (tag: string, value: number): string => formatFor(tag).number(value);

function render(elements: readonly Element[], values: MessageValues, tag: string, count: number | null): string {
  let out = '';
  for (const element of elements) {
    if (element.type === 0) out += element.value;
    else if (element.type === 7) out += count === null ? '#' : numberText(tag, count);
    else {
      const value = values[element.value];
      if (element.type === 1)
        out += value === undefined ? `{${element.value}}` : typeof value === 'number' ? numberText(tag, value) : value;
      else if (element.type === 5)
        out += render((element.options[String(value)] ?? element.options.other)?.value ?? [], values, tag, count);
      else {
        const number = Number(value) - element.offset;
        const chosen =
          element.options[`=${Number(value)}`] ??
          element.options[pluralOf(tag, number, element.pluralType === 'ordinal')] ??
          element.options.other;
        out += render(chosen?.value ?? [], values, tag, number);
      }
    }
  }
  return out;
}

export function formatMessage(message: CompiledMessage, values: MessageValues | undefined, tag: string): string {
  return typeof message === 'string' ? message : render(message, values ?? {}, tag, null);
}
