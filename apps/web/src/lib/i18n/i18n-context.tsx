import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Area, AreaT, Messages } from './area';
import { formatFor } from './format';
import type { Format } from './format';
import { ENGLISH } from './i18n';
import type { I18n } from './i18n';

// The language of the tree: given by the browser's store (i18n-store) or, on the server, by the
// language the request's cookie names; English when nothing provides one (component tests).

const I18nContext = createContext<I18n>(ENGLISH);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

/**
 * The message function of the current language: the shell's, or an area's (ADR 046). An area whose
 * catalog has not loaded yet suspends until it has (routes load theirs beforehand; see router.tsx).
 * It suspends by throwing the catalog's loading, not through use(): React replays a component that
 * suspended in use(), and when the catalog landed in between, the replay no longer called use() and
 * the hooks after it threw ("Update hook called on initial render", React #467). A thrown promise
 * is never replayed: React renders the component afresh once it settles. And a loaded catalog
 * calls nothing, so a test's act() sees no promise.
 */
export function useT(): I18n['t'];
export function useT<M extends Messages>(area: Area<M>): AreaT<M>;
export function useT(area?: Area): I18n['t'] | AreaT<Messages> {
  const i18n = useContext(I18nContext);
  if (!area) return i18n.t;
  const t = i18n.area(area);
  if (typeof t === 'function') return t;
  throw t;
}

/** Dates, numbers and prices in the current language (format.ts). */
export function useFormat(): Format {
  return formatFor(useContext(I18nContext).tag);
}
