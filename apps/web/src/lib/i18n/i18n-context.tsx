import { createContext, use, useContext } from 'react';
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

/** A thenable React's use() reads at once, without suspending (it honours a settled `status`). */
type Settled<T> = PromiseLike<T> & { status: 'fulfilled'; value: T };
const settledOnes = new WeakMap<object, Settled<unknown>>();
function settled<T extends object>(value: T): Settled<T> {
  let thenable = settledOnes.get(value) as Settled<T> | undefined;
  if (!thenable) {
    const made: Settled<T> = {
      status: 'fulfilled',
      value,
      then: (onFulfilled) => Promise.resolve(value).then(onFulfilled),
    } as Settled<T>;
    settledOnes.set(value, made);
    thenable = made;
  }
  return thenable;
}

/**
 * The message function of the current language: the shell's, or an area's (ADR 046). An area whose
 * catalog has not loaded yet suspends until it has (routes load theirs beforehand; see router.tsx).
 * use() is called on every render, loaded or not: React replays a component that suspended in
 * use(), and a replay that skips the use() call breaks its hooks ("Update hook called on initial
 * render", React #467), which a catalog landing in between used to cause.
 */
export function useT(): I18n['t'];
export function useT<M extends Messages>(area: Area<M>): AreaT<M>;
export function useT(area?: Area): I18n['t'] | AreaT<Messages> {
  const i18n = useContext(I18nContext);
  if (!area) return i18n.t;
  const t = i18n.area(area);
  return use(typeof t === 'function' ? settled(t) : t);
}

/** Dates, numbers and prices in the current language (format.ts). */
export function useFormat(): Format {
  return formatFor(useContext(I18nContext).tag);
}
