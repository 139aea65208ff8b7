import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useI18n } from './i18n-context';
import { DEFAULT_LOCALE, intlTag } from './locales';
import type { Locale } from './locales';
import { formatMessage } from './message-format';
import type { MessageValues } from './message-format';

// The shared package's sentences (its schemas' validation messages and its rules' refusals, ADR 048)
// in the reader's language. They stay English in the code, because the API answers with them too;
// each other language has a catalog keyed by the English sentence (lib/i18n/issues/<code>.ts), so
// a message from a form's own check and the same message from the server read alike. English loads
// nothing. A sentence no catalog knows (most of the API's own answers) shows as it came.

/** English sentence (with `{name}` placeholders where it varies) → the sentence in one language. */
export type IssueCatalog = Readonly<Record<string, string>>;

const LOADERS = import.meta.glob<{ default: IssueCatalog }>('./issues/*.ts');

type Pattern = { key: string; regex: RegExp; names: { name: string; count: boolean }[] };
type Compiled = { catalog: IssueCatalog; patterns: Pattern[]; tag: string };

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

function compile(locale: Locale, catalog: IssueCatalog): Compiled {
  const patterns = Object.keys(catalog)
    .map(issuePattern)
    .filter((pattern) => pattern !== null);
  return { catalog, patterns, tag: intlTag(locale) };
}

const compiled = new Map<Locale, Compiled>();
const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads a language's catalog (once; nothing for English). A catalog that cannot be fetched leaves the sentences in English. */
export function loadIssueCatalog(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || compiled.has(locale)) return Promise.resolve();
  let wait = loading.get(locale);
  if (!wait) {
    const loader = LOADERS[`./issues/${locale}.ts`];
    wait = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (module) => {
        compiled.set(locale, compile(locale, module.default));
        for (const listener of listeners) listener();
      },
      () => void loading.delete(locale),
    );
    loading.set(locale, wait);
  }
  return wait;
}

/** A sentence in the language, once its catalog has loaded; as it came otherwise. */
export function issueText(message: string, locale: Locale): string {
  const languageOf = compiled.get(locale);
  if (!languageOf) return message;
  const exact = languageOf.catalog[message];
  if (exact !== undefined) return exact;
  for (const pattern of languageOf.patterns) {
    const match = pattern.regex.exec(message);
    const translated = languageOf.catalog[pattern.key];
    if (!match || translated === undefined) continue;
    const values: MessageValues = {};
    pattern.names.forEach(({ name, count }, position) => {
      const value = match[position + 1] ?? '';
      values[name] = count ? Number(value) : value;
    });
    return formatMessage(translated, values, languageOf.tag);
  }
  return message;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The function that puts a shared sentence (a field's error, a refusal) in the page's language.
 * Until the catalog has loaded (it starts loading with the language) the sentence shows in English,
 * then the component renders again: a form never waits for it.
 */
export function useIssueText(): (message: string) => string {
  const { locale } = useI18n();
  const ready = useSyncExternalStore(
    subscribe,
    () => compiled.has(locale),
    () => false,
  );
  useEffect(() => {
    void loadIssueCatalog(locale);
  }, [locale]);
  return useCallback((message: string) => (ready ? issueText(message, locale) : message), [ready, locale]);
}
