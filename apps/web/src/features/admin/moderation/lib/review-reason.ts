import type { MatchedRule, ReviewReason } from '../types';
import type { AreaT } from '../../../../lib/i18n/area';
import type { adminMessages } from '../../../../lib/i18n/catalogs/admin';

type T = AreaT<(typeof adminMessages)['en']>;

// Why a listing waits for a moderator, in words, and where the rule's match sits in its text.

export function reviewReasonLabel(t: T, reason: ReviewReason): string {
  switch (reason) {
    case 'content_rule':
      return t('review.content_rule');
    case 'reports':
      return t('review.reports');
    case 'new':
      return t('review.new');
    default:
      return t('review.waiting');
  }
}

export function matchedRuleText(t: T, rule: MatchedRule): string {
  return t(rule.kind === 'pattern' ? 'review.patternMatched' : 'review.wordMatched', { label: rule.label, match: rule.match });
}

export type TextPart = { text: string; match: boolean };

/** `text` cut around every case-insensitive occurrence of `match`, so the matched words can be marked. */
export function highlightParts(text: string, match: string | null | undefined): TextPart[] {
  const needle = match?.trim();
  if (!needle) return [{ text, match: false }];
  const parts: TextPart[] = [];
  const haystack = text.toLowerCase();
  const lower = needle.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(lower); at >= 0; at = haystack.indexOf(lower, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from), match: false });
  return parts;
}
