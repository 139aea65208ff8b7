import { eq } from 'drizzle-orm';
import type { Db, Executor } from '@dwa/db/client';
import { listings } from '@dwa/db/schema';
import type { Listing } from '@dwa/shared/listings';
import type { AuthUser } from '../../plugins/auth';
import type { ListingRef } from './listing-access';
import type { ListingNotices } from './listing-notices';
import { planFlag, planStatusChange, type Moderation } from './listing-status';
import type { ListingService } from './listings.service';

// Moderation of listings, through the status state machine (listing-status.ts): the system holds a
// reported listing for review, and an admin approves, reinstates or takes one down. Each change and
// the seller's notice are written in the caller's transaction; `changed()` tells the search once it
// has committed.

export type ListingModerationDeps = {
  db: Db;
  listings: ListingService;
  notices: ListingNotices;
  now: () => Date;
  moderation: Moderation;
  /** Listings changed (after the commit): the search stops sharing older answers. */
  onChange: () => void;
};

/** `extra.review_reason` of a listing put into review by reports. */
const REVIEW_REASON = 'reports';

type Status = ListingRef['status'];

async function setStatus(tx: Executor, id: number, changes: { status: Status; extra: Record<string, unknown>; updatedAt: Date }) {
  await tx.update(listings).set(changes).where(eq(listings.id, id));
}

function withoutReviewReason(extra: Record<string, unknown>): Record<string, unknown> {
  const { review_reason: _dropped, ...rest } = extra;
  return rest;
}

export function createListingModerationService(deps: ListingModerationDeps) {
  const { notices, moderation } = deps;

  return {
    changed: deps.onChange,

    /** Reports put a live listing into review, hidden under a moderation hold. Answers whether it did. */
    async holdForReview(tx: Executor, listing: ListingRef, at: Date): Promise<boolean> {
      const plan = planFlag(listing.status);
      if (!plan.ok) return false;
      await setStatus(tx, listing.id, { status: plan.to, extra: { ...listing.extra, moderation_hold: plan.moderationHold, review_reason: REVIEW_REASON }, updatedAt: at });
      await notices.inReview(tx, listing, at);
      return true;
    },

    /** The reports were dismissed: a listing in review because of them goes live again; any other stays as it is. */
    async releaseFromReview(tx: Executor, listing: ListingRef, at: Date): Promise<Status> {
      if (listing.status !== 'pending' || listing.extra.review_reason !== REVIEW_REASON) return listing.status;
      const plan = planStatusChange({ from: listing.status, to: 'active', actor: 'admin', moderation, moderationHold: true });
      if (!plan.ok) return listing.status;
      await setStatus(tx, listing.id, { status: plan.to, extra: { ...withoutReviewReason(listing.extra), moderation_hold: plan.moderationHold }, updatedAt: at });
      await notices.liveAgain(tx, listing, at);
      return plan.to;
    },

    /** Takes the listing down under a moderation hold (its owner cannot switch it back on). */
    async takeDown(tx: Executor, listing: ListingRef, at: Date): Promise<Status> {
      const plan = planStatusChange({ from: listing.status, to: 'inactive', actor: 'admin', moderation, moderationHold: listing.extra.moderation_hold === true });
      const to = plan.ok ? plan.to : 'inactive';
      await setStatus(tx, listing.id, { status: to, extra: { ...withoutReviewReason(listing.extra), moderation_hold: true }, updatedAt: at });
      await notices.takenDown(tx, listing, at);
      return to;
    },

    /** An admin approves, takes down or reinstates a listing; a seller whose waiting post went live is told. */
    async decide(admin: AuthUser, id: number, status: 'active' | 'inactive'): Promise<Listing> {
      const before = await deps.listings.findRef(id);
      const listing = await deps.listings.changeStatus(id, admin, status, { asAdmin: true });
      if (before?.status === 'pending' && listing.status === 'active') {
        await notices.approved(deps.db, { id: listing.id, userId: listing.user.user_id, title: listing.title }, deps.now());
      }
      return listing;
    },
  };
}

export type ListingModerationService = ReturnType<typeof createListingModerationService>;
