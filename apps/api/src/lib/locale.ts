// The interface's nine languages as the server knows them (the web's lib/i18n/locales.ts lists the
// same; ADR 039): the language a request chose (the dwa_lang cookie) and the person's own, which
// their mail is written in (ADR 073).

export const LOCALES = ['en', 'fr', 'es', 'de', 'ar', 'zh', 'hi', 'ru', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];

const INTL: Record<Locale, string> = { en: 'en-GB', fr: 'fr', es: 'es', de: 'de', ar: 'ar', zh: 'zh-CN', hi: 'hi', ru: 'ru', pt: 'pt' };

export function parseLocale(value: unknown): Locale | null {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value) ? (value as Locale) : null;
}

/** The language a Cookie header's dwa_lang names, or null when it names none we have. */
export function cookieLocale(header: string | undefined): Locale | null {
  const match = /(?:^|;\s*)dwa_lang=([^;]*)/.exec(header ?? '');
  if (!match?.[1]) return null;
  try {
    return parseLocale(decodeURIComponent(match[1]));
  } catch {
    return null;
  }
}

export const intlTag = (locale: Locale): string => INTL[locale];
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');
