import type { Executor } from '../engagement/engagement-db';
import { listingLink, quoted } from '../engagement/listing-access';
import { notify } from './notifications.service';

// What a seller is told when moderation changes their listing's fate. These come from Dwa's team,
// so they sit under the Support tab; what other people did (comments, likes) is Activity.

type Listing = { id: number; userId: number; title: string };

const base = (listing: Listing, at: Date) => ({
  userId: listing.userId,
  type: 'support' as const,
  link: listingLink(listing.id),
  data: { listing_id: listing.id },
  at,
});

/** Reports from several people put the listing into review (it is hidden meanwhile). */
export function noticeInReview(db: Executor, listing: Listing, at: Date) {
  return notify(db, {
    ...base(listing, at),
    kind: 'report_review',
    title: `Your listing ${quoted(listing.title)} is under review`,
    body: 'Several people reported it, so it is hidden until a moderator has looked at it.',
  });
}

export function noticeApproved(db: Executor, listing: Listing, at: Date) {
  return notify(db, { ...base(listing, at), kind: 'approved', title: `Your listing ${quoted(listing.title)} was approved`, body: 'It is now live on Dwa.' });
}

/** A moderator dismissed the reports: the listing is visible again. */
export function noticeLiveAgain(db: Executor, listing: Listing, at: Date) {
  return notify(db, {
    ...base(listing, at),
    kind: 'approved',
    title: `Your listing ${quoted(listing.title)} is live again`,
    body: 'A moderator reviewed the reports about it and it is visible again.',
  });
}

export function noticeTakenDown(db: Executor, listing: Listing, at: Date) {
  return notify(db, {
    ...base(listing, at),
    kind: 'deactivated',
    title: `Your listing ${quoted(listing.title)} was taken down`,
    body: 'A moderator reviewed reports about it and deactivated it. Please contact support if you think this is a mistake.',
  });
}
