import type { Executor } from '@dwa/db/client';
import { quoted } from '../../lib/text';
import type { NotificationService } from '../notifications/notifications.service';
import { listingLink } from './listing-access';

// What a seller is told when moderation changes their listing's fate. These come from Dwa's team,
// so they sit under the Support tab; what other people did (comments, likes) is Activity.

type Listing = { id: number; userId: number; title: string };

export function createListingNotices(notifications: Pick<NotificationService, 'notify'>) {
  const base = (listing: Listing, at: Date) => ({
    userId: listing.userId,
    type: 'support' as const,
    link: listingLink(listing.id),
    data: { listing_id: listing.id },
    at,
  });

  return {
    /** Reports from several people put the listing into review (it is hidden meanwhile). */
    inReview: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'report_review',
        title: `Your listing ${quoted(listing.title)} is under review`,
        body: 'Several people reported it, so it is hidden until a moderator has looked at it.',
      }),

    approved: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, { ...base(listing, at), kind: 'approved', title: `Your listing ${quoted(listing.title)} was approved`, body: 'It is now live on Dwa.' }),

    /** A moderator dismissed the reports: the listing is visible again. */
    liveAgain: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'approved',
        title: `Your listing ${quoted(listing.title)} is live again`,
        body: 'A moderator reviewed the reports about it and it is visible again.',
      }),

    /** Taken down: the moderator's reason when one was given, else after reports. */
    takenDown: (db: Executor, listing: Listing, at: Date, reason: string | null = null) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'deactivated',
        title: `Your listing ${quoted(listing.title)} was taken down`,
        body: reason
          ? `A moderator deactivated it. Reason: ${reason}`
          : 'A moderator reviewed reports about it and deactivated it. Please contact support if you think this is a mistake.',
        data: { listing_id: listing.id, reason },
      }),

    /** A moderator refused a post that was waiting for review. */
    refused: (db: Executor, listing: Listing, at: Date, reason: string) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'deactivated',
        title: `Your listing ${quoted(listing.title)} was not approved`,
        body: `Reason: ${reason}`,
        data: { listing_id: listing.id, reason },
      }),

    /** A moderator put a listing they had taken down back on Dwa. */
    reinstated: (db: Executor, listing: Listing, at: Date) =>
      notifications.notify(db, { ...base(listing, at), kind: 'approved', title: `Your listing ${quoted(listing.title)} is live again`, body: 'A moderator put it back on Dwa.' }),

    /** Its text matched a content rule: it waits for a moderator before anyone sees it. */
    heldByRule: (db: Executor, listing: Listing, at: Date, label: string) =>
      notifications.notify(db, {
        ...base(listing, at),
        kind: 'report_review',
        title: `Your listing ${quoted(listing.title)} is waiting for review`,
        body: `A moderator will check it before it goes live (${label.toLowerCase()}).`,
        data: { listing_id: listing.id, review_reason: 'content_rule' },
      }),
  };
}

export type ListingNotices = ReturnType<typeof createListingNotices>;
