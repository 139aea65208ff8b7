import type { Executor } from '@dwa/db/client';
import { quoted } from '../../lib/text';
import type { NoticeKey } from '../mail/mail.service';
import type { NotificationService } from '../notifications/notifications.service';
import { listingLink } from './listing-access';

// What a seller is told when moderation changes their listing's fate. These come from Dwa's team,
// so they sit under the Support tab; what other people did (comments, likes) is Activity. Each is a
// notice, written in the seller's language (ADR 079); the listing's title and a moderator's reason
// or rule stay as they were written.

type Listing = { id: number; userId: number; title: string };

export function createListingNotices(notifications: Pick<NotificationService, 'notify'>) {
  const base = (listing: Listing, at: Date) => ({
    userId: listing.userId,
    type: 'support' as const,
    link: listingLink(listing.id),
    data: { listing_id: listing.id },
    at,
  });
  const notice = (key: NoticeKey, listing: Listing, values: Record<string, string> = {}) => ({
    notice: { key, params: { listing: quoted(listing.title), ...values } },
  });

  return {
    /** Reports from several people put the listing into review (it is hidden meanwhile). */
    inReview: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, { ...base(listing, at), kind: 'report_review', ...notice('listingInReview', listing) }),

    approved: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, { ...base(listing, at), kind: 'approved', ...notice('listingApproved', listing) }),

    /** A moderator dismissed the reports: the listing is visible again. */
    liveAgain: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, { ...base(listing, at), kind: 'approved', ...notice('listingLiveAgain', listing) }),

    /** Taken down: the moderator's reason when one was given, else after reports. */
    takenDown: (db: Executor, listing: Listing, at: Date, reason: string | null = null) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'deactivated',
        ...(reason ? notice('listingTakenDownBecause', listing, { reason }) : notice('listingTakenDown', listing)),
        data: { listing_id: listing.id, reason },
      }),

    /** A moderator refused a post that was waiting for review. */
    refused: (db: Executor, listing: Listing, at: Date, reason: string) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'deactivated',
        ...notice('listingRefused', listing, { reason }),
        data: { listing_id: listing.id, reason },
      }),

    /** A moderator put a listing they had taken down back on Dwa. */
    reinstated: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, { ...base(listing, at), kind: 'approved', ...notice('listingReinstated', listing) }),

    /** Its text matched a content rule: it waits for a moderator before anyone sees it. */
    heldByRule: (db: Executor, listing: Listing, at: Date, label: string) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'report_review',
        ...notice('listingHeldByRule', listing, { rule: label.toLowerCase() }),
        data: { listing_id: listing.id, review_reason: 'content_rule' },
      }),
  };
}

export type ListingNotices = ReturnType<typeof createListingNotices>;
