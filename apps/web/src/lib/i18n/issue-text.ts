import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useI18n } from './i18n-context';
import { DEFAULT_LOCALE, intlTag } from './locales';
import type { Locale } from './locales';
import type { IssueCatalog } from './issue-match';

// The shared package's sentences (its schemas' validation messages and its rules' refusals, ADR 048)
// in the reader's language. They stay English in the code, because the API answers with them too;
// each other language has a catalog keyed by the English sentence (lib/i18n/issues/<code>.ts), so
// a message from a form's own check and the same message from the server read alike. English loads
// nothing. A sentence no catalog knows (most of the API's own answers) shows as it came.

export type { IssueCatalog };

const LOADERS = import.meta.glob<{ default: IssueCatalog }>('./issues/*.ts');

/** A language's sentences, ready: the English sentence in, the language's out (or the same, unknown). */
type Translator = (message: string) => string;

const translators = new Map<Locale, Translator>();
const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads a language's catalog (once; nothing for English). A catalog that cannot be fetched leaves the sentences in English. */
export function loadIssueCatalog(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || translators.has(locale)) return Promise.resolve();
  let wait = loading.get(locale);
  if (!wait) {
    const loader = LOADERS[`./issues/${locale}.ts`];
    // The matching (placeholders, plurals) comes with the first catalog: English pages never load it.
    wait = Promise.all([import('./issue-match'), loader ? loader() : { default: {} }]).then(
      ([{ translator }, module]) => {
        translators.set(locale, translator(module.default, intlTag(locale)));
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
  const translate = translators.get(locale);
  return translate ? translate(message) : message;
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
    () => translators.has(locale),
    () => false,
  );
  useEffect(() => {
    void loadIssueCatalog(locale);
  }, [locale]);
  return useCallback((message: string) => (ready ? issueText(message, locale) : message), [ready, locale]);
}
