import type { Locale } from '../../lib/locale';
import { ar } from './messages/ar';
import { de } from './messages/de';
import { en, type MailCatalog, type MailKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { hi } from './messages/hi';
import { pt } from './messages/pt';
import { ru } from './messages/ru';
import { zh } from './messages/zh';

// The mail's words in the nine languages (ADR 073): one catalog a language in messages/, English the source.

export const MAIL_CATALOGS: Record<Locale, MailCatalog> = { en, fr, es, de, ar, zh, hi, ru, pt };

export type { MailKey };

/** The sentence `key` in `locale`, its {placeholders} filled with `values` as plain text. */
export function say(locale: Locale, key: MailKey, values: Record<string, string | number> = {}): string {
  return MAIL_CATALOGS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
