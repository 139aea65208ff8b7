import { eq } from 'drizzle-orm';
import type { Db, Executor } from '@dwa/db/client';
import { listings } from '@dwa/db/schema';
import type { Listing } from '@dwa/shared/listings';
import { MODERATION_MESSAGES, isReasonGiven, type ReviewQueuePage, type ReviewQueueQuery } from '@dwa/shared/moderation';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import type { AuthUser } from '../../plugins/auth';
import type { AuditService } from '../audit/audit.service';
import { findListingRef, LISTING_NOT_FOUND, type ListingRef } from './listing-access';
import type { Lifetime } from './listing-lifetime';
import type { ListingNotices } from './listing-notices';
import { reviewQueue } from './listing-queue';
import { toListingRead } from './listing-read';
import { withoutReview } from './listing-review';
import { planFlag, planStatusChange, type Moderation, type TransitionName } from './listing-status';
import type { ListingsRepo } from './listings.repo';

// Moderation of listings, through the status state machine (listing-status.ts): the system holds a
// reported listing for review, and an admin approves, refuses, reinstates or takes one down (with a
// reason the seller is told when it goes off). Each change, its audit row and the seller's notice are
// written in one transaction; `changed()` tells the search once it has committed.

export type ListingModerationDeps = {
  db: Db;
  repo: Pick<ListingsRepo, 'findById' | 'findImages'>;
  storage: Storage;
  audit: Pick<AuditService, 'record'>;
  notices: ListingNotices;
  now: () => Date;
  moderation: Moderation;
  /** Listings changed (after the commit): the search stops sharing older answers. */
  onChange: () => void;
  /** A listing went live, in the transaction that made it so (saved searches enqueue their matching). */
  onLive: (tx: Executor, listingId: number) => Promise<void>;
  /** An approved post's lifetime starts when it goes live (ADR 066). */
  lifetime: Lifetime;
};

/** `extra.review_reason` of a listing put into review by reports. */
const REVIEW_REASON = 'reports';

type Status = ListingRef['status'];

/** The audit action of each decision an admin takes on a listing. */
const DECISION_ACTIONS: Record<Exclude<TransitionName, 'flag'>, string> = {
  approve: 'listing.approved',
  reject: 'listing.rejected',
  deactivate: 'listing.taken_down',
  activate: 'listing.reinstated',
};

async function setStatus(
  tx: Executor,
  id: number,
  changes: { status: Status; extra: Record<string, unknown>; updatedAt: Date; expiresAt?: Date | null },
) {
  await tx.update(listings).set(changes).where(eq(listings.id, id));
}

function withoutReviewReason(extra: Record<string, unknown>): Record<string, unknown> {
  const { review_reason: _dropped, ...rest } = extra;
  return rest;
}

export function createListingModerationService(deps: ListingModerationDeps) {
  const { db, notices, moderation, audit } = deps;

  return {
    changed: deps.onChange,

    /** The queue of listings waiting for review, oldest first. */
    queue: (query: ReviewQueueQuery): Promise<ReviewQueuePage> => reviewQueue(db, deps.storage, query),

    /** Reports put a live listing into review, hidden under a moderation hold. Answers whether it did. */
    async holdForReview(tx: Executor, listing: ListingRef, at: Date): Promise<boolean> {
      const plan = planFlag(listing.status);
      if (!plan.ok) return false;
      await setStatus(tx, listing.id, {
        status: plan.to,
        extra: { ...listing.extra, moderation_hold: plan.moderationHold, review_reason: REVIEW_REASON },
        updatedAt: at,
      });
      await notices.inReview(tx, listing, at);
      return true;
    },

    /** The reports were dismissed: a listing in review because of them goes live again; any other stays as it is. */
    async releaseFromReview(tx: Executor, listing: ListingRef, at: Date): Promise<Status> {
      if (listing.status !== 'pending' || listing.extra.review_reason !== REVIEW_REASON) return listing.status;
      const plan = planStatusChange({ from: listing.status, to: 'active', actor: 'admin', moderation, moderationHold: true });
      if (!plan.ok) return listing.status;
      await setStatus(tx, listing.id, {
        status: plan.to,
        extra: { ...withoutReviewReason(listing.extra), moderation_hold: plan.moderationHold },
        updatedAt: at,
      });
      await notices.liveAgain(tx, listing, at);
      await deps.onLive(tx, listing.id);
      return plan.to;
    },

    /** Takes the listing down under a moderation hold (its owner cannot switch it back on), with the reason the seller is told. */
    async takeDown(tx: Executor, listing: ListingRef, at: Date, reason: string | null = null): Promise<Status> {
      const plan = planStatusChange({
        from: listing.status,
        to: 'inactive',
        actor: 'admin',
        moderation,
        moderationHold: listing.extra.moderation_hold === true,
      });
      const to = plan.ok ? plan.to : 'inactive';
      const extra = { ...withoutReview(listing.extra), moderation_hold: true, ...(reason ? { moderation_reason: reason } : {}) };
      await setStatus(tx, listing.id, { status: to, extra, updatedAt: at });
      await notices.takenDown(tx, listing, at, reason);
      return to;
    },

    /**
     * An admin approves or reinstates (active), or refuses or takes down (inactive, with a reason
     * for the seller: 400 without one). Asking for the current status changes nothing.
     */
    async decide(admin: AuthUser, id: number, status: 'active' | 'inactive', reason: string | null = null): Promise<Listing> {
      if (status === 'inactive' && !isReasonGiven(reason)) throw new BadRequestError(MODERATION_MESSAGES.reasonRequired);
      const at = deps.now();
      const changed = await db.transaction(async (tx) => {
        const listing = await findListingRef(tx, id, { forUpdate: true });
        if (!listing) throw new NotFoundError(LISTING_NOT_FOUND);
        const plan = planStatusChange({
          from: listing.status,
          to: status,
          actor: 'admin',
          moderation,
          moderationHold: listing.extra.moderation_hold === true,
        });
        if (!plan.ok) throw new ConflictError(plan.reason);
        if (!plan.transition || plan.transition === 'flag') return false;
        const extra =
          status === 'inactive'
            ? { ...withoutReview(listing.extra), moderation_hold: true, moderation_reason: reason }
            : { ...withoutReview(listing.extra), moderation_hold: false };
        const fresh = plan.to === 'active' && (plan.transition === 'approve' || listing.expiresAt === null || listing.expiresAt <= at);
        await setStatus(tx, listing.id, {
          status: plan.to,
          extra,
          updatedAt: at,
          ...(fresh ? { expiresAt: await deps.lifetime.expiryFor(tx, listing, at) } : {}),
        });
        await audit.record(tx, {
          actor: admin,
          action: DECISION_ACTIONS[plan.transition],
          targetType: 'listing',
          targetId: listing.id,
          before: { status: listing.status, review_reason: listing.extra.review_reason ?? null },
          after: { status: plan.to },
          reason,
          at,
        });
        const notice = { id: listing.id, userId: listing.userId, title: listing.title };
        if (plan.transition === 'approve') await notices.approved(tx, notice, at);
        else if (plan.transition === 'activate') await notices.reinstated(tx, notice, at);
        else if (plan.transition === 'reject') await notices.refused(tx, notice, at, reason!);
        else await notices.takenDown(tx, notice, at, reason);
        if (plan.to === 'active') await deps.onLive(tx, listing.id);
        return true;
      });
      if (changed) deps.onChange();
      const row = await deps.repo.findById(id);
      if (!row) throw new NotFoundError(LISTING_NOT_FOUND);
      return toListingRead(row, await deps.repo.findImages([id]), { storage: deps.storage, viewerId: admin.id });
    },
  };
}

export type ListingModerationService = ReturnType<typeof createListingModerationService>;
