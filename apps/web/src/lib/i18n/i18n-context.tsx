import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
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

/** The message function of the current language. */
export function useT(): I18n['t'] {
  return useContext(I18nContext).t;
}

/** Dates, numbers and prices in the current language (format.ts). */
export function useFormat(): Format {
  return formatFor(useContext(I18nContext).tag);
}
