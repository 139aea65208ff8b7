import type { Listing } from '@dwa/shared/listings';
import { useMyListings } from '../api/get-my-listings';
import { useFormat, useT } from '../../../lib/i18n/i18n-context';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';

/** A classified ad's lifetime in the owner's list (ADR 066): when it expires or expired, and the free renewals left. */
export function ExpiryNote({ listing, className = '' }: { listing: Listing; className?: string }) {
  const t = useT(manageMessages);
  const f = useFormat();
  const total = useMyListings().data?.free_renewals;
  if (!listing.expires_at || (listing.status !== 'active' && listing.status !== 'expired')) return null;
  const left = total === undefined ? null : Math.max(0, total - (listing.renewals_used ?? 0));
  const expired = listing.status === 'expired';
  return (
    <p className={`text-xs text-gray-700 dark:text-gray-300 ${className}`}>
      <span className={`block ${expired ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}`}>
        {t(expired ? 'expiry.expired' : 'expiry.on', { date: f.date(listing.expires_at) })}
      </span>
      {left === null || total === undefined ? null : (
        <span className="block">{left > 0 ? t('expiry.renewalsLeft', { left, total }) : t('expiry.noneLeft')}</span>
      )}
    </p>
  );
}
