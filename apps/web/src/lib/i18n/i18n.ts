import shellEnglish from './catalogs/shell/en.json';
import type { Area, AreaT, Messages } from './area';
import type { Catalog, MessageKey } from './catalog';
import { formatMessage } from './message-format';
import type { MessageValues } from './message-format';
import { DEFAULT_LOCALE, directionOf, intlTag } from './locales';
import type { Direction, Locale } from './locales';

// The interface's messages (ADR 039): English is the source and ships with the app; every other
// language is a catalog of the same keys in a chunk of its own, downloaded only when chosen. The
// strings of a part of the interface (an area, ADR 046) travel with that part's code: English in
// its route's chunk, other languages in chunks loaded with the route (area.ts). Catalogs are ICU
// MessageFormat JSON (catalogs/<namespace>/<lang>.json), compiled by the build (ADR 068).

/** The shell's English, compiled (the build compiles every catalog; TypeScript reads the source's keys). */
export const en = shellEnglish as unknown as Catalog;

/** A translation (catalog.ts): every key English has, no other (TypeScript and i18n.test.ts both check). */
export type { Catalog, MessageKey } from './catalog';
export type { MessageValues };

/** What a language's module (languages/<code>.ts) gives: its shell messages, its area catalogs' loaders, the areas of each route module. */
export type Translation = {
  default: Catalog;
  areas: Record<string, () => Promise<{ default: Messages }>>;
  routeAreas: Readonly<Record<string, readonly string[]>>;
};

export type I18n = {
  locale: Locale;
  dir: Direction;
  /** The tag for Intl (dates, numbers, plural rules). */
  tag: string;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** An area's message function in this language, or the loading of its catalog, which settles with it (useT suspends on it). */
  area: <M extends Messages>(area: Area<M>) => AreaT<M> | Promise<AreaT<M>>;
  /** Loads these areas' catalogs; null when there is nothing to wait for (always in English). */
  loadAreas: (names: readonly string[]) => Promise<void> | null;
  /** The areas the given route modules use (none to load in English, whose messages come with the code). */
  routeAreas: (modules: readonly string[]) => string[];
};

/** Every area rendered in this browser so far: a change of language loads their catalogs before it shows. */
export const usedAreas = new Set<string>();

export function createI18n(locale: Locale, catalog: Catalog, translation?: Omit<Translation, 'default'>): I18n {
  const tag = intlTag(locale);
  const catalogs = new Map<string, Messages>();
  const pending = new Map<string, Promise<void>>();
  const made = new Map<string, AreaT<Messages>>();
  const waiting = new Map<string, Promise<AreaT<Messages>>>();

  const loadArea = (name: string): Promise<void> | null => {
    if (locale === DEFAULT_LOCALE || catalogs.has(name)) return null;
    let loading = pending.get(name);
    if (!loading) {
      const loader = translation?.areas[`../catalogs/${name}/${locale}.json`];
      // A catalog that cannot be fetched (offline, a deploy replaced it) leaves the area in English
      // rather than the page in an error.
      loading = (loader ? loader() : Promise.resolve({ default: {} })).then(
        (module) => void catalogs.set(name, module.default),
        () => void catalogs.set(name, {}),
      );
      pending.set(name, loading);
    }
    return loading;
  };

  /** An area's message function, made once (its catalog loaded, or English). */
  const translator = (area: Area): AreaT<Messages> => {
    const kept = made.get(area.name);
    if (kept) return kept;
    const messages: Messages = (locale === DEFAULT_LOCALE ? area.en : catalogs.get(area.name)) ?? {};
    const english: Messages = area.en;
    const t: AreaT<Messages> = (key, values) => formatMessage(messages[key] ?? english[key] ?? key, values, tag);
    made.set(area.name, t);
    return t;
  };

  return {
    locale,
    dir: directionOf(locale),
    tag,
    t: (key, values) => formatMessage(catalog[key] ?? en[key], values, tag),
    area: <M extends Messages>(area: Area<M>) => {
      usedAreas.add(area.name);
      const kept = made.get(area.name);
      if (kept) return kept as AreaT<M>;
      const messages = locale === DEFAULT_LOCALE ? area.en : catalogs.get(area.name);
      if (!messages) {
        // One wait per area while it lasts (useT throws it to suspend, and every component that
        // meets the area waits on the same one), settling with the area's message function.
        let wait = waiting.get(area.name);
        if (!wait) {
          wait = (loadArea(area.name) ?? Promise.resolve()).then(() => translator(area));
          waiting.set(area.name, wait);
        }
        return wait as Promise<AreaT<M>>;
      }
      return translator(area) as AreaT<M>;
    },
    loadAreas: (names) => {
      const waits = names.map(loadArea).filter((wait) => wait !== null);
      return waits.length > 0 ? Promise.all(waits).then(() => undefined) : null;
    },
    routeAreas: (modules) => [...new Set(modules.flatMap((module) => translation?.routeAreas[module] ?? []))],
  };
}

export const ENGLISH: I18n = createI18n(DEFAULT_LOCALE, en);

type Translated = Exclude<Locale, 'en'>;
const LOADERS: Record<Translated, () => Promise<Translation>> = {
  fr: () => import('./languages/fr'),
  es: () => import('./languages/es'),
  de: () => import('./languages/de'),
  ar: () => import('./languages/ar'),
  zh: () => import('./languages/zh'),
  hi: () => import('./languages/hi'),
  ru: () => import('./languages/ru'),
  pt: () => import('./languages/pt'),
};

/**
 * The build manifest's keys of a language's catalogs for a page (the server names them in the page,
 * for preloading): the shell's and those of the areas the page uses. None in English.
 */
export function catalogModules(locale: Locale, areas: readonly string[] = []): string[] {
  if (locale === DEFAULT_LOCALE) return [];
  return [`src/lib/i18n/languages/${locale}.ts`, ...areas.map((name) => `src/lib/i18n/catalogs/${name}/${locale}.json`)];
}

const loaded = new Map<Locale, I18n>([[DEFAULT_LOCALE, ENGLISH]]);

/** The language's messages, loaded once. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const kept = loaded.get(locale);
  if (kept) return kept;
  const module = await LOADERS[locale as Translated]();
  const made = createI18n(locale, module.default, module);
  loaded.set(locale, made);
  return made;
}
