import { ENGLISH, loadI18n, usedAreas } from './i18n';
import type { I18n } from './i18n';
import { DEFAULT_LOCALE, LOCALE_COOKIE, localeFromCookie } from './locales';
import type { Locale } from './locales';
import { writeStorage } from '../storage';
import { loadWaitingParts } from '../deferred-parts';

/** Where the header's select used to keep its choice; the Translate action (components/translate) still reads it. */
const LEGACY_LANGUAGE_KEY = 'language';

// The browser's current language: a tiny external store the app reads with useSyncExternalStore.
// The choice is kept in a cookie (a year) so the server renders public pages in it too (ADR 039).

const listeners = new Set<() => void>();
let current: I18n = ENGLISH;
let latest = 0;

export function getI18n(): I18n {
  return current;
}

export function subscribeI18n(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language this browser chose (its cookie), English when none. */
export function chosenLocale(): Locale {
  return typeof document === 'undefined' ? DEFAULT_LOCALE : localeFromCookie(document.cookie);
}

/**
 * Sets <html lang dir> when they differ. Chromium restyles every element of the page when either is
 * written, even with the value it already has: on a server-rendered /listings that was a recalc of
 * all ~1,600 elements in the middle of startup, for nothing.
 */
export function applyDocumentLocale(i18n: I18n, root: HTMLElement = document.documentElement): void {
  if (root.lang !== i18n.locale) root.lang = i18n.locale;
  if (root.dir !== i18n.dir) root.dir = i18n.dir;
}

/**
 * Loads the language's catalog and those of the areas on screen (every area rendered so far, and
 * those of `routeModules`), then switches the whole interface to it: nothing shows in English first
 * (a later call wins over an earlier one still loading).
 */
export async function activateLocale(locale: Locale, routeModules: readonly string[] = []): Promise<void> {
  const ticket = ++latest;
  // The shared sentences (form checks, refusals) load beside, not before: nothing waits for them.
  if (locale !== DEFAULT_LOCALE) void import('./problem-text').then((problems) => problems.loadProblemCatalog(locale));
  const next = await loadI18n(locale);
  // The parts of the page still waiting to hydrate load too: a new language is a synchronous update,
  // which would otherwise leave them in the old language until their code arrived (lib/deferred-parts).
  await Promise.all([next.loadAreas([...usedAreas, ...next.routeAreas(routeModules)]), loadWaitingParts()]);
  if (ticket !== latest) return;
  applyDocumentLocale(next);
  if (next === current) return;
  current = next;
  for (const listener of listeners) listener();
}

/** A person's choice: remembered for a year, for this browser and the pages the server renders. */
export function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  writeStorage(LEGACY_LANGUAGE_KEY, locale);
  return activateLocale(locale);
}
