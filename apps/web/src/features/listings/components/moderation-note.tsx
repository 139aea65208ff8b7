import type { Listing } from '@dwa/shared/listings';
import type { AreaT } from '../../../lib/i18n/area';
import { useT } from '../../../lib/i18n/i18n-context';
import { manageMessages } from '../../../lib/i18n/catalogs/manage';

/** The moderator's reason beside a refused or taken-down listing, or why a pending one waits (owner only). */
export function moderationNote(
  t: AreaT<(typeof manageMessages)['en']>,
  listing: Pick<Listing, 'status' | 'moderation_reason'>,
): string | null {
  const reason = listing.moderation_reason?.trim();
  if (!reason) return null;
  return listing.status === 'inactive' ? t('moderation.reason', { reason }) : reason;
}

export function ModerationNote({
  listing,
  className = '',
}: {
  listing: Pick<Listing, 'status' | 'moderation_reason'>;
  className?: string;
}) {
  const t = useT(manageMessages);
  const note = moderationNote(t, listing);
  if (!note) return null;
  const refused = listing.status === 'inactive';
  return (
    <p className={`text-sm break-words ${refused ? 'text-red-800 dark:text-red-300' : 'text-amber-900 dark:text-amber-200'} ${className}`}>
      {note}
    </p>
  );
}
