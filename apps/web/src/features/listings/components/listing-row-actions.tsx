import { Link } from '../../../lib/router';
import { BadgeCheck, Copy, Eye, Pencil, Power, PowerOff, RefreshCw, Rocket, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Listing } from '@dwa/shared/listings';
import { paths } from '../../../config/paths';
import { buttonClasses } from '../../../components/ui/button';
import { lifecycleActions, toggleLabel } from '../lib/listing-status';
import { useT } from '../../../lib/i18n/i18n-context';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';

export type RowActionHandlers = {
  onToggle: (listing: Listing) => void;
  onDelete: (listing: Listing) => void;
  togglingId: number | null;
  /** Its lifetime (ADR 066): renew, repost as a new ad, mark as sold. */
  onRenew: (listing: Listing) => void;
  onRepost: (listing: Listing) => void;
  onSold: (listing: Listing) => void;
};

/**
 * View (with the fromManage flag), edit, activate/deactivate (renew once expired), repost, mark as
 * sold and delete; icons only in the table.
 */
export function ListingRowActions({
  listing,
  onToggle,
  onDelete,
  togglingId,
  onRenew,
  onRepost,
  onSold,
  compact,
}: RowActionHandlers & { listing: Listing; compact: boolean }) {
  const t = useT(manageMessages);
  const activate = toggleLabel(listing.status) === 'Activate';
  const toggle = t(activate ? 'action.activate' : 'action.deactivate');
  const classes = () => (compact ? buttonClasses('ghost', 'icon') : buttonClasses('outline', 'sm'));
  const content = (Icon: LucideIcon, label: string, iconClass = '') => (
    <>
      <Icon aria-hidden="true" className={`size-4 ${iconClass}`} />
      {compact ? null : label}
    </>
  );
  const busy = togglingId === listing.id;
  const can = lifecycleActions(listing);
  const ended = listing.status === 'expired' || listing.status === 'sold';
  return (
    <div className={compact ? 'flex items-center justify-end' : 'grid grid-cols-2 gap-2 min-[400px]:grid-cols-3'}>
      <Link
        to={paths.listing.getHref(listing.id)}
        state={{ fromManage: true }}
        aria-label={t('action.viewTitle', { title: listing.title })}
        title={t('action.view')}
        className={classes()}
      >
        {content(Eye, t('action.view'))}
      </Link>
      <Link
        to={paths.editListing.getHref(listing.id)}
        aria-label={t('action.editTitle', { title: listing.title })}
        title={t('action.edit')}
        className={classes()}
      >
        {content(Pencil, t('action.edit'))}
      </Link>
      {listing.status === 'active' ? (
        <Link
          to={paths.boostListing.getHref(listing.id)}
          aria-label={t('action.boostTitle', { title: listing.title })}
          title={t('action.boost')}
          className={classes()}
        >
          {content(Rocket, t('action.boost'))}
        </Link>
      ) : null}
      {can.renew ? (
        <button
          type="button"
          onClick={() => onRenew(listing)}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t('action.renewTitle', { title: listing.title })}
          title={t('action.renew')}
          className={compact ? buttonClasses('ghost', 'icon') : buttonClasses('primary', 'sm')}
        >
          {content(RefreshCw, t('action.renew'))}
        </button>
      ) : null}
      {can.repost ? (
        <button
          type="button"
          onClick={() => onRepost(listing)}
          disabled={busy}
          aria-label={t('action.repostTitle', { title: listing.title })}
          title={t('action.repost')}
          className={classes()}
        >
          {content(Copy, t('action.repost'))}
        </button>
      ) : null}
      {can.sold ? (
        <button
          type="button"
          onClick={() => onSold(listing)}
          disabled={busy}
          aria-label={t('action.soldTitle', { title: listing.title })}
          title={t('action.sold')}
          className={classes()}
        >
          {content(BadgeCheck, t('action.sold'))}
        </button>
      ) : null}
      {ended ? null : (
        <button
          type="button"
          onClick={() => onToggle(listing)}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t(activate ? 'action.activateTitle' : 'action.deactivateTitle', { title: listing.title })}
          title={toggle}
          className={classes()}
        >
          {content(activate ? Power : PowerOff, toggle)}
        </button>
      )}
      <button
        type="button"
        onClick={() => onDelete(listing)}
        aria-label={t('action.deleteTitle', { title: listing.title })}
        title={t('action.delete')}
        className={classes()}
      >
        {content(Trash2, t('action.delete'), 'text-red-700 dark:text-red-400')}
      </button>
    </div>
  );
}
