// The interface's languages (spec: the header's language select and the user menu's picker list the
// same nine). English is the source; the others are catalogs loaded when chosen (ADR 039).

export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr', intl: 'en-GB' },
  { code: 'fr', name: 'Français', dir: 'ltr', intl: 'fr' },
  { code: 'es', name: 'Español', dir: 'ltr', intl: 'es' },
  { code: 'de', name: 'Deutsch', dir: 'ltr', intl: 'de' },
  { code: 'ar', name: 'العربية', dir: 'rtl', intl: 'ar' },
  { code: 'zh', name: '中文', dir: 'ltr', intl: 'zh-CN' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr', intl: 'hi' },
  { code: 'ru', name: 'Русский', dir: 'ltr', intl: 'ru' },
  { code: 'pt', name: 'Português', dir: 'ltr', intl: 'pt' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LOCALE: Locale = 'en';
/** The chosen language, set by the browser when a person chooses and read by the server's page renderer. */
export const LOCALE_COOKIE = 'dwa_lang';
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);

export function parseLocale(value: unknown): Locale | null {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value) ? (value as Locale) : null;
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The tag handed to Intl (English keeps today's day-month-year 'en-GB' formats). */
export function intlTag(locale: Locale): string {
  return LOCALES.find((item) => item.code === locale)?.intl ?? 'en-GB';
}

/** The language a Cookie header names, English when it names none we have. */
export function localeFromCookie(header: string | null | undefined): Locale {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return parseLocale(decodeURIComponent(rest.join('='))) ?? DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}
