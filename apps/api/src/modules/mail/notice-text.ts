import { formatGhc, pesewasToCedis } from '@dwa/shared/money';
import { intlTag, type Locale } from '../../lib/locale';
import { ar } from './notices/ar';
import { de } from './notices/de';
import { en, type NoticeCatalog, type NoticeKey, type NoticeWord } from './notices/en';
import { es } from './notices/es';
import { fr } from './notices/fr';
import { hi } from './notices/hi';
import { pt } from './notices/pt';
import { ru } from './notices/ru';
import { zh } from './notices/zh';

// A notice (ADR 076): a key of the notices catalog and its values, kept on the notification row and
// written out in the reader's language when read (the bell), and in the recipient's language when
// pushed or mailed. Values are plain text, integer pesewas (written as the project writes cedis), a
// day, or a word of the catalog (a dispute's reason, a vehicle) that is translated too.

export const NOTICE_CATALOGS: Record<Locale, NoticeCatalog> = { en, fr, es, de, ar, zh, hi, ru, pt };

export type { NoticeKey, NoticeWord };

export type NoticeValue =
  string | number | { pesewas: number } | { day: string } | { word: NoticeWord; values?: Record<string, string | number> };
export type NoticeParams = Record<string, NoticeValue>;
export type Notice = { key: NoticeKey; params?: NoticeParams };
export type NoticeText = { title: string; body: string };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

function valueText(value: NoticeValue, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if ('pesewas' in value) return formatGhc(pesewasToCedis(value.pesewas));
  if ('day' in value) return new Intl.DateTimeFormat(intlTag(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value.day));
  const values = Object.fromEntries(Object.entries(value.values ?? {}).map(([name, text]) => [name, String(text)]));
  return fill(NOTICE_CATALOGS[locale].words[value.word], values);
}

export function isNoticeKey(key: unknown): key is NoticeKey {
  return typeof key === 'string' && Object.hasOwn(en.notices, key);
}

/** The notice's title and body in `locale` (English when the person's language is unknown). */
export function noticeText(notice: Notice, locale: Locale = 'en'): NoticeText {
  const entry = NOTICE_CATALOGS[locale].notices[notice.key];
  const values = Object.fromEntries(Object.entries(notice.params ?? {}).map(([name, value]) => [name, valueText(value, locale)]));
  return { title: fill(entry.title, values), body: fill(entry.body, values) };
}
