import type { ListingStatus } from '@dwa/shared/catalogue';

// The listing lifecycle, in one place: pending -> active <-> inactive. Every status change goes
// through `planStatusChange`, which names the transition and says who may take it.
//
// Moderation: with LISTING_MODERATION=manual a new post waits in `pending` until an admin approves
// it. A listing an admin took down carries a moderation hold, so its owner cannot simply switch it
// back on; only an admin lifts the hold.

export type Moderation = 'auto' | 'manual';
export type StatusActor = 'owner' | 'admin';

type Transition = { from: ListingStatus; to: ListingStatus; intent: string };

export const TRANSITIONS = {
  /** A moderator lets a waiting post go live (or, without moderation, the owner publishes it). */
  approve: { from: 'pending', to: 'active', intent: 'publish a post that was waiting for review' },
  /** A moderator refuses a waiting post; it stays hidden until an admin activates it. */
  reject: { from: 'pending', to: 'inactive', intent: 'refuse a post that was waiting for review' },
  /** The owner pauses a live ad (sold, away), or an admin takes it down. */
  deactivate: { from: 'active', to: 'inactive', intent: 'hide a live ad' },
  /** The owner puts a paused ad back on sale, or an admin lifts a takedown. */
  activate: { from: 'inactive', to: 'active', intent: 'show a paused ad again' },
  /**
   * The system (never a person's request) holds a live ad for review once several people report it
   * (modules/reports). It waits in `pending` under a moderation hold until an admin decides.
   */
  flag: { from: 'active', to: 'pending', intent: 'hold a reported ad for review' },
} as const satisfies Record<string, Transition>;

export type TransitionName = keyof typeof TRANSITIONS;
/** The transitions an owner or an admin may ask for; `flag` is the system's alone. */
type RequestedTransition = Exclude<TransitionName, 'flag'>;

export const STATUS_MESSAGES = {
  awaitingReview: 'This listing is waiting for review by a moderator. It goes live once approved.',
  heldByModerator: 'This listing was deactivated by a moderator and cannot be reactivated. Please contact support.',
} as const;

/** The status of a new post. */
export function initialStatus(moderation: Moderation): ListingStatus {
  return moderation === 'manual' ? 'pending' : 'active';
}

export type StatusPlan =
  { ok: true; transition: TransitionName | null; to: ListingStatus; moderationHold: boolean } | { ok: false; reason: string };

export type StatusRequest = {
  from: ListingStatus;
  to: ListingStatus;
  actor: StatusActor;
  moderation: Moderation;
  /** An admin took this listing down (or refused it). */
  moderationHold: boolean;
};

function transitionBetween(from: ListingStatus, to: ListingStatus): RequestedTransition | null {
  const names = Object.keys(TRANSITIONS).filter((name) => name !== 'flag') as RequestedTransition[];
  return names.find((name) => TRANSITIONS[name].from === from && TRANSITIONS[name].to === to) ?? null;
}

/**
 * Decides whether `actor` may move a listing from `from` to `to`, and what the moderation hold
 * becomes. Asking for the current status is a no-op that succeeds (toggles are idempotent).
 */
export function planStatusChange(request: StatusRequest): StatusPlan {
  const { from, to, actor, moderation, moderationHold } = request;
  if (from === to) return { ok: true, transition: null, to, moderationHold };
  const transition = transitionBetween(from, to);
  if (!transition) return { ok: false, reason: `A listing cannot go from ${from} to ${to}.` };

  if (actor === 'admin') {
    // Whatever an admin switches off stays off for its owner; whatever an admin switches on is cleared.
    return { ok: true, transition, to, moderationHold: to === 'inactive' };
  }

  switch (transition) {
    case 'approve':
    case 'reject':
      // Under manual moderation only a moderator decides on a pending post; without moderation
      // a pending post (left from a time moderation was on) is the owner's to publish or keep hidden,
      // unless it is held (a reported ad in review).
      if (moderation === 'manual' || moderationHold) return { ok: false, reason: STATUS_MESSAGES.awaitingReview };
      return { ok: true, transition, to, moderationHold: false };
    case 'activate':
      if (moderationHold) return { ok: false, reason: STATUS_MESSAGES.heldByModerator };
      return { ok: true, transition, to, moderationHold: false };
    case 'deactivate':
      return { ok: true, transition, to, moderationHold };
  }
}

/** The `flag` transition: a live ad goes into review under a hold; any other status stays as it is. */
export function planFlag(from: ListingStatus): StatusPlan {
  if (from !== TRANSITIONS.flag.from) return { ok: false, reason: `A ${from} listing is not put into review.` };
  return { ok: true, transition: 'flag', to: TRANSITIONS.flag.to, moderationHold: true };
}

type PricedState = { status: ListingStatus; pricePesewas: number };

/** An edit that lowers a live ad's price and leaves it live: saved searches match it again (ADR 060). */
export function lowersLivePrice(before: PricedState, after: PricedState): boolean {
  return before.status === 'active' && after.status === 'active' && after.pricePesewas < before.pricePesewas;
}
