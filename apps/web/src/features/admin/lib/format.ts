import type { Format } from '../../../lib/i18n/format';

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
