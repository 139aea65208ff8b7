import type { Format } from '../../../lib/i18n/format';
import type { AreaKey, AreaT } from '../../../lib/i18n/area';
import { adminMessages } from '../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// Dates and times as the console shows them, in the interface's language (Accra time), '—' when none.

export function formatDateTime(f: Format, iso: string | null | undefined): string {
  return (iso && f.date(iso, 'dateTime')) || '—';
}

export function formatDate(f: Format, iso: string | null | undefined): string {
  return (iso && f.date(iso)) || '—';
}

/** 'SELLER' -> 'Seller'. */
export function titleCase(word: string): string {
  const lower = word.toLowerCase().replaceAll('_', ' ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A value as the server stores it ('SELLER', 'pending', 'seller_application') in the console's words; title case when it has none. */
export function valueLabel(t: T, value: string): string {
  const key = `value.${value.toLowerCase()}`;
  return key in adminMessages.en ? t(key as AreaKey<typeof adminMessages>) : titleCase(value);
}
