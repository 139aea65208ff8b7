import type { AreaT } from '../../../lib/i18n/area';
import type { ordersMessages } from '../../../lib/i18n/catalogs/orders';
import type { Format } from '../../../lib/i18n/format';
import type { Order, OrderParty } from '../types';

// Money, dates and short texts of the order screens (words from the orders area).

type T = AreaT<(typeof ordersMessages)['en']>;

/** 'GHC 1,250.00', '−GHC 5.00' (the shop's spelling) */
export function formatCedis(f: Format, cedis: number): string {
  return f.cedis(cedis, 'ghc');
}

/** '22 Nov 2026' */
export function formatDate(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso) : '';
}

/** '22 Nov 2026, 14:05' */
export function formatDateTime(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso, 'dateTime') : '';
}

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** How long a To Pay order has left: '24 min left', '1 h 05 min left', 'Less than a minute left', or expired. */
export function timeLeft(t: T, expiresAt: string | null | undefined, now: Date): { label: string; expired: boolean } | null {
  const end = valid(expiresAt);
  if (!end) return null;
  const ms = end.getTime() - now.getTime();
  if (ms <= 0) return { label: t('time.up'), expired: true };
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return { label: t('time.underMinute'), expired: false };
  if (minutes < 60) return { label: t('time.minutes', { minutes }), expired: false };
  return { label: t('time.hours', { hours: Math.floor(minutes / 60), minutes: String(minutes % 60).padStart(2, '0') }), expired: false };
}

/** A seller's business name, else their name. */
export const partyName = (party: OrderParty): string => party.business_name?.trim() || party.name;

/** 'Kente cloth and 2 more' from the first item. */
export function itemsSummary(t: T, order: Pick<Order, 'items'>): string {
  const [first, ...rest] = order.items;
  if (!first) return t('items.none');
  return rest.length > 0 ? t('items.more', { title: first.title, count: rest.length }) : first.title;
}

/** 'YYYY-MM-DD' of a date in the person's own time zone (date inputs and the API's day filters). */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
