import type { ListingStatus } from '@dwa/shared/catalogue';
import { matchedRuleSchema, type MatchedRule, type ReviewReason } from '@dwa/shared/moderation';
import { initialStatus, type Moderation } from './listing-status';

// What a listing's `extra` says about moderation, in one place:
// - review_reason: why a pending listing waits ('reports', 'content_rule'; none for a new post
//   under manual moderation, which the queue calls 'new');
// - matched_rule: the content rule its text matched ({ id, kind, label, match });
// - moderation_hold: an admin or the system holds it (its owner cannot switch it on);
// - moderation_reason: the reason a moderator gave when refusing or taking it down.

type Extra = Record<string, unknown>;

export function matchedRuleOf(extra: Extra): MatchedRule | null {
  const parsed = matchedRuleSchema.safeParse(extra.matched_rule);
  return parsed.success ? parsed.data : null;
}

export function reviewReasonOf(status: ListingStatus, extra: Extra): ReviewReason | null {
  if (status !== 'pending') return null;
  return extra.review_reason === 'reports' || extra.review_reason === 'content_rule' ? extra.review_reason : 'new';
}

/** The extra without the facts of a review or a refusal (a listing an admin approves or reinstates). */
export function withoutReview(extra: Extra): Extra {
  const { review_reason: _reason, matched_rule: _rule, moderation_reason: _said, ...rest } = extra;
  return rest;
}

/**
 * What the owner reads as `moderation_reason`: the moderator's reason for a listing they refused or
 * took down, or why it waits for review when a content rule holds it; null otherwise.
 */
export function moderationReasonOf(status: ListingStatus, extra: Extra): string | null {
  if (status === 'inactive' && extra.moderation_hold === true && typeof extra.moderation_reason === 'string')
    return extra.moderation_reason;
  if (status === 'pending' && extra.review_reason === 'content_rule') {
    const rule = matchedRuleOf(extra);
    return `Waiting for a moderator's review: ${rule ? rule.label.toLowerCase() : 'its text matched one of our rules'}.`;
  }
  return null;
}

export type ContentReview = { status: ListingStatus; extra: Extra; held: boolean };

/** A new post: held for review when its text matched a rule, else the usual first status. */
export function reviewNewPost(match: MatchedRule | null, moderation: Moderation): ContentReview {
  if (match) return { status: 'pending', extra: { review_reason: 'content_rule', matched_rule: match, moderation_hold: true }, held: true };
  return { status: initialStatus(moderation), extra: {}, held: false };
}

/**
 * An edit: text that matches a rule sends the listing to review (one an admin took down stays
 * down); a listing held only for its text goes back to its usual status once the text is clean.
 * Null when the status and extra stay as they are. `held` says whether the seller should be told.
 */
export function reviewEdit(
  current: { status: ListingStatus; extra: Extra },
  match: MatchedRule | null,
  moderation: Moderation,
): ContentReview | null {
  const { status, extra } = current;
  const heldForText = status === 'pending' && extra.review_reason === 'content_rule';
  if (match) {
    if (status === 'inactive' && extra.moderation_hold === true) return null;
    const { moderation_reason: _said, ...rest } = extra;
    return {
      status: 'pending',
      extra: { ...rest, review_reason: 'content_rule', matched_rule: match, moderation_hold: true },
      held: !heldForText,
    };
  }
  if (!heldForText) return null;
  return { status: initialStatus(moderation), extra: { ...withoutReview(extra), moderation_hold: false }, held: false };
}
