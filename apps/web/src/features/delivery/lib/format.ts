import { toE164Ghana } from '@dwa/shared/phone';
import type { Collect } from '@dwa/shared/delivery';
import type { AreaT } from '../../../lib/i18n/area';
import type { Format } from '../../../lib/i18n/format';
import type { deliveryMessages } from '../../../lib/i18n/catalogs/delivery';

/** 'GH¢ 15.00': every delivery price, two decimals, in the language's digits ('GH¢ 15,00'). */
export const formatFare = (f: Format, cedis: number): string => f.cedis(cedis, 'delivery');

/** '5.2 km' ('5,2 km'). */
export const formatDistance = (f: Format, km: number): string => `${f.fixed(km, 1)} km`;

/** A tel: link for a Ghana number in any accepted form; null when there is nothing to call. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const e164 = toE164Ghana(phone) ?? phone.replace(/[^\d+]/g, '');
  return e164 ? `tel:${e164}` : null;
}

/** A maps link at coordinates (opens the phone's maps app or the web map). */
export function mapsHref(lat: number | null | undefined, lng: number | null | undefined): string | null {
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** '14:05' */
export function formatTime(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso, 'time') : '';
}

/** '22 Nov 2026' */
export function formatDate(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso) : '';
}

/** '22 Nov, 14:05' */
export function formatDateTime(f: Format, iso: string | null | undefined): string {
  return iso ? f.date(iso, 'dayMonthTime') : '';
}

/** When a position was shared: '14:05' today, '22 Nov, 14:05' on another day (Accra's days). */
export function formatSharedAt(f: Format, iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return '';
  const today = f.date(now, 'date');
  return f.date(iso, 'date') === today ? formatTime(f, iso) : formatDateTime(f, iso);
}

/** '4.5' ('4,5') or, before any rating, `none` (the caller's words for it). */
export function formatRating(f: Format, rating: number | null | undefined, none = 'No ratings yet'): string {
  return rating == null ? none : f.fixed(rating, 1);
}

/**
 * What is paid at the door, in the courier's words ('collect': job cards, the toast) or anyone's
 * ('door': the details page): the whole of a cash order, goods and delivery; a parcel's fare;
 * nothing for an order paid online.
 */
export function collectText(t: AreaT<(typeof deliveryMessages)['en']>, f: Format, collect: Collect, voice: 'collect' | 'door'): string {
  if (!collect) return t(`${voice}.none`);
  const amount = formatFare(f, collect.amount);
  if (collect.goods > 0)
    return t(`${voice}.goods`, { amount, goods: formatFare(f, collect.goods), delivery: formatFare(f, collect.delivery) });
  return t(collect.method === 'momo' ? `${voice}.momo` : `${voice}.cash`, { amount });
}

/**
 * What a delivery is called: the shop order's number when it carries one ('Order DWA-000002', the
 * number the buyer and the seller read), else the delivery's own id ('Delivery #3'), never an id
 * that looks like an order number.
 */
export function deliveryLabel(t: AreaT<(typeof deliveryMessages)['en']>, delivery: { id: number; order_number: string | null }): string {
  return delivery.order_number ? t('label.order', { number: delivery.order_number }) : t('label.delivery', { id: String(delivery.id) });
}
