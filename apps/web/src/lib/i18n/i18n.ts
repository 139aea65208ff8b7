import { en } from './messages/en';
import type { Catalog, MessageKey } from './catalog';
import { formatMessage } from './message-format';
import type { MessageValues } from './message-format';
import { DEFAULT_LOCALE, directionOf, intlTag } from './locales';
import type { Direction, Locale } from './locales';

// The interface's messages (ADR 039): English is the source and ships with the app; every other
// language is a catalog of the same keys in a chunk of its own, downloaded only when chosen.

/** A translation (catalog.ts): every key English has, no other (TypeScript and i18n.test.ts both check). */
export type { Catalog, MessageKey } from './catalog';
export type { MessageValues };

export type I18n = {
  locale: Locale;
  dir: Direction;
  /** The tag for Intl (dates, numbers, plural rules). */
  tag: string;
  t: (key: MessageKey, values?: MessageValues) => string;
};

export function createI18n(locale: Locale, catalog: Catalog): I18n {
  const tag = intlTag(locale);
  return {
    locale,
    dir: directionOf(locale),
    tag,
    t: (key, values) => formatMessage(catalog[key] ?? en[key], values, tag),
  };
}

export const ENGLISH: I18n = createI18n(DEFAULT_LOCALE, en);

type Translated = Exclude<Locale, 'en'>;
const LOADERS: Record<Translated, () => Promise<{ default: Catalog }>> = {
  fr: () => import('./messages/fr'),
  es: () => import('./messages/es'),
  de: () => import('./messages/de'),
  ar: () => import('./messages/ar'),
  zh: () => import('./messages/zh'),
  hi: () => import('./messages/hi'),
  ru: () => import('./messages/ru'),
  pt: () => import('./messages/pt'),
};

/** The build manifest's key of a language's catalog (the server names it in the page, for preloading). */
export function catalogModule(locale: Locale): string | null {
  return locale === DEFAULT_LOCALE ? null : `src/lib/i18n/messages/${locale}.ts`;
}

const loaded = new Map<Locale, I18n>([[DEFAULT_LOCALE, ENGLISH]]);

/** The language's messages, loaded once. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const kept = loaded.get(locale);
  if (kept) return kept;
  const catalog = (await LOADERS[locale as Translated]()).default;
  const made = createI18n(locale, catalog);
  loaded.set(locale, made);
  return made;
}
