import { EXPIRY_REMINDER_DAYS } from '@dwa/shared/listings-expiry-constants';
import type { AreaT } from '../../../lib/i18n/area';
import type { manageMessages } from '../../../lib/i18n/catalogs/manage';

// The seller's view of the listing lifecycle (the server's state machine decides what is allowed).

export type BadgeTone = 'success' | 'warning' | 'neutral';

/**
 * Active green, pending yellow ('Pending Review'), inactive grey; anything else 'Unknown'. `key`
 * names the label in the listing's messages (status.<key>).
 */
export function statusBadge(status: string | null | undefined): {
  key: 'active' | 'pending' | 'inactive' | 'expired' | 'sold' | 'unknown';
  tone: BadgeTone;
} {
  switch (status) {
    case 'active':
      return { key: 'active', tone: 'success' };
    case 'pending':
      return { key: 'pending', tone: 'warning' };
    case 'inactive':
      return { key: 'inactive', tone: 'neutral' };
    case 'expired':
      return { key: 'expired', tone: 'warning' };
    case 'sold':
      return { key: 'sold', tone: 'neutral' };
    default:
      return { key: 'unknown', tone: 'neutral' };
  }
}

/** The toggle: an active listing is paused; anything else (inactive, pending) is switched on. */
export function nextStatus(status: string | null | undefined): 'active' | 'inactive' {
  return status === 'active' ? 'inactive' : 'active';
}

export function toggleLabel(status: string | null | undefined): 'Activate' | 'Deactivate' {
  return nextStatus(status) === 'active' ? 'Activate' : 'Deactivate';
}

/** Days before its expiry that a live ad may be renewed (the server's EXPIRY_REMINDER_DAYS). */
const RENEW_WINDOW_MS = EXPIRY_REMINDER_DAYS * 24 * 60 * 60 * 1000;

/**
 * What the owner may do about a listing's lifetime: renew (an expired ad, or a live one in its last
 * days), repost (expired, sold or paused), mark as sold (live, paused or expired).
 */
export function lifecycleActions(listing: { status: string; buy_now: boolean; expires_at?: string | null }, now = Date.now()) {
  const expiresAt = listing.expires_at ? Date.parse(listing.expires_at) : null;
  const classified = !listing.buy_now;
  return {
    renew:
      classified &&
      (listing.status === 'expired' || (listing.status === 'active' && expiresAt !== null && expiresAt - now <= RENEW_WINDOW_MS)),
    repost: listing.status === 'expired' || listing.status === 'sold',
    sold: listing.status === 'active' || listing.status === 'inactive' || listing.status === 'expired',
  };
}

export function statusToast(t: AreaT<(typeof manageMessages)['en']>, next: 'active' | 'inactive'): string {
  return next === 'active' ? t('activated') : t('deactivated');
}

export type ListingSummary = { total: number; active: number; pending: number; likes: number };

export function summarize(listings: readonly { status: string; likes: number }[]): ListingSummary {
  return listings.reduce<ListingSummary>(
    (sum, listing) => ({
      total: sum.total + 1,
      active: sum.active + (listing.status === 'active' ? 1 : 0),
      pending: sum.pending + (listing.status === 'pending' ? 1 : 0),
      likes: sum.likes + (Number.isFinite(listing.likes) ? listing.likes : 0),
    }),
    { total: 0, active: 0, pending: 0, likes: 0 },
  );
}
