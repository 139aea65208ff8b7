import type { Listing } from '@dwa/shared/listings';

/** The moderator's reason beside a refused or taken-down listing, or why a pending one waits (owner only). */
export function moderationNote(listing: Pick<Listing, 'status' | 'moderation_reason'>): string | null {
  const reason = listing.moderation_reason?.trim();
  if (!reason) return null;
  return listing.status === 'inactive' ? `Moderator’s reason: ${reason}` : reason;
}

export function ModerationNote({ listing, className = '' }: { listing: Pick<Listing, 'status' | 'moderation_reason'>; className?: string }) {
  const note = moderationNote(listing);
  if (!note) return null;
  const refused = listing.status === 'inactive';
  return (
    <p className={`text-sm break-words ${refused ? 'text-red-800 dark:text-red-300' : 'text-amber-900 dark:text-amber-200'} ${className}`}>{note}</p>
  );
}
