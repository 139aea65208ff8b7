import { formatGhsDelivery } from '@dwa/shared/money';
import { toE164Ghana } from '@dwa/shared/phone';

/** 'GH¢ 15.00': every delivery price, two decimals. */
export const formatFare = (cedis: number): string => formatGhsDelivery(cedis);

export const formatDistance = (km: number): string => `${km.toFixed(1)} km`;

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

function valid(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '14:05' */
export function formatTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' }) : '';
}

/** '22 Nov 2026' */
export function formatDate(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }) : '';
}

/** '22 Nov, 14:05' */
export function formatDateTime(iso: string | null | undefined): string {
  const date = valid(iso);
  return date ? `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' })}, ${formatTime(iso)}` : '';
}

/** When a position was shared: '14:05' today, '22 Nov, 14:05' on another day. */
export function formatSharedAt(iso: string | null | undefined, now: Date = new Date()): string {
  const date = valid(iso);
  if (!date) return '';
  return date.toDateString() === now.toDateString() ? formatTime(iso) : formatDateTime(iso);
}

/** '4.5' or 'No ratings yet'. */
export function formatRating(rating: number | null | undefined): string {
  return rating == null ? 'No ratings yet' : rating.toFixed(1);
}
