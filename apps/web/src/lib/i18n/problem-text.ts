import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { codeOf } from '@dwa/shared/coded';
import { useI18n } from './i18n-context';
import { formatMessage } from './message-format';
import type { CompiledMessage } from './message-format';
import { DEFAULT_LOCALE, intlTag } from './locales';
import type { Locale } from './locales';
import { knownProblem } from '../problems';

// The sentences of the shared package's schemas and rules, and the API's refusals made of them, in
// the reader's language, by their machine code (ADR 077). Each language has a catalog keyed by code
// (catalogs/problems/<code>.json, ICU messages with the params as placeholders). A server's answer
// brings its code and params (lib/problems.ts keeps them with its text); a message from a form's own
// check was made by the shared package with its code and params (`coded`, ADR 092), which stay with
// it, so both read alike and no English is recognised. English shows the sentence as it came and
// loads nothing; a text with no code (or a code no catalog knows, such as `http.not_found`) shows as it came.

/** Code → the language's message, compiled (ADR 068). */
export type ProblemCatalog = Readonly<Record<string, CompiledMessage>>;

const LOADERS = import.meta.glob<{ default: ProblemCatalog }>('./catalogs/problems/*.json');

/** A language's texts, ready: the English text in, the language's out (or the same, no code known). */
type Translator = (message: string) => string;

const translators = new Map<Locale, Translator>();
const loading = new Map<Locale, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads a language's catalog (once). A catalog that cannot be fetched leaves the texts in English. */
export function loadProblemCatalog(locale: Locale): Promise<void> {
  if (translators.has(locale)) return Promise.resolve();
  let wait = loading.get(locale);
  if (!wait) {
    const loader = LOADERS[`./catalogs/problems/${locale}.json`];
    wait = (loader ? loader() : Promise.resolve({ default: {} })).then(
      (module) => {
        const catalog: ProblemCatalog = module.default;
        const tag = intlTag(locale);
        translators.set(locale, (message) => {
          const problem = knownProblem(message) ?? codeOf(message);
          const compiled = problem ? catalog[problem.code] : undefined;
          return compiled === undefined || !problem ? message : formatMessage(compiled, problem.params, tag);
        });
        for (const listener of listeners) listener();
      },
      () => void loading.delete(locale),
    );
    loading.set(locale, wait);
  }
  return wait;
}

/** A text in the language, once its catalog has loaded; as it came otherwise. */
export function problemText(message: string, locale: Locale): string {
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
export function useProblemText(): (message: string) => string {
  const { locale } = useI18n();
  const ready = useSyncExternalStore(
    subscribe,
    () => locale !== DEFAULT_LOCALE && translators.has(locale),
    () => false,
  );
  useEffect(() => {
    if (locale !== DEFAULT_LOCALE) void loadProblemCatalog(locale);
  }, [locale]);
  return useCallback((message: string) => (ready ? problemText(message, locale) : message), [ready, locale]);
}
